import { queryOptions, useQuery } from "@tanstack/react-query";
import { type GradeMarket, gradeMarketSchema } from "../../../../contracts/markets";
import { requestApi } from "../../../lib/api-client";
import { homesQueryKey } from "./homes-api";

/** "Your market" for one of the user's homes: its comparison, or null with the reason in words. */
export function homeMarketQuery(id: string) {
  return queryOptions({
    // Under the homes key: writing, editing or grading the home refreshes it with the home.
    queryKey: [...homesQueryKey, "one", id, "market"],
    queryFn: async (): Promise<GradeMarket> => gradeMarketSchema.parse(await requestApi(`/api/v1/homes/${encodeURIComponent(id)}/market`)),
    retry: false,
  });
}

export function useHomeMarket(id: string, enabled: boolean) {
  return useQuery({ ...homeMarketQuery(id), enabled });
}
