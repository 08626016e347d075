import { queryOptions, useQuery } from "../../../lib/query";
import { type GradeMarket, gradeMarketSchema } from "../../../../contracts/markets";
import { api, dataOf } from "../../../lib/api";
import { homesQueryKey } from "./homes-query-key";

export async function getHomeMarket(id: string): Promise<GradeMarket> {
  return gradeMarketSchema.parse(await dataOf(api.GET("/homes/{id}/market", { params: { path: { id } } })));
}

/** "Your market" for one of the user's homes: its comparison, or null with the reason in words. */
export function homeMarketQuery(id: string) {
  return queryOptions({
    // Under the homes key: writing, editing or grading the home refreshes it with the home.
    queryKey: [...homesQueryKey, "one", id, "market"],
    queryFn: () => getHomeMarket(id),
    retry: false,
  });
}

export function useHomeMarket(id: string, enabled: boolean) {
  return useQuery({ ...homeMarketQuery(id), enabled });
}
