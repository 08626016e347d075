import { useQuery } from "@tanstack/react-query";
import { type GradeMarket, gradeMarketSchema } from "../../../../contracts/markets";
import { requestApi } from "../../../lib/api-client";

/** The analysis against its market; `comparison` is null when the listing is in no loaded city's data. */
export async function getGradeMarket(gradeId: string): Promise<GradeMarket> {
  return gradeMarketSchema.parse(await requestApi(`/api/v1/grader/history/${encodeURIComponent(gradeId)}/market`));
}

export function useGradeMarket(gradeId: string | null) {
  return useQuery({ queryKey: ["grader", "market", gradeId], queryFn: () => getGradeMarket(gradeId!), enabled: gradeId !== null, retry: false });
}
