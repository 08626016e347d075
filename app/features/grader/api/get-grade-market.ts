import { queryOptions, useQuery } from "../../../lib/query";
import { type GradeMarket, gradeMarketSchema } from "../../../../contracts/markets";
import { api, dataOf } from "../../../lib/api";

/** The analysis against its market; `comparison` is null when the listing is in no loaded city's data. */
export async function getGradeMarket(gradeId: string): Promise<GradeMarket> {
  return gradeMarketSchema.parse(await dataOf(api.GET("/grader/history/{id}/market", { params: { path: { id: gradeId } } })));
}

export function gradeMarketQuery(gradeId: string) {
  return queryOptions({ queryKey: ["grader", "market", gradeId], queryFn: () => getGradeMarket(gradeId), retry: false });
}

export function useGradeMarket(gradeId: string | null) {
  return useQuery({ ...gradeMarketQuery(gradeId ?? ""), enabled: gradeId !== null });
}
