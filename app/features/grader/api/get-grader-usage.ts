import { queryOptions, useQuery } from "../../../lib/query";
import { type GraderUsage, graderUsageSchema } from "../../../../contracts/grader";
import { api, dataOf } from "../../../lib/api";

export const graderUsageQueryKey = ["grader", "usage"] as const;

export async function getGraderUsage(): Promise<GraderUsage> {
  return graderUsageSchema.parse(await dataOf(api.GET("/grader/usage")));
}

export const graderUsageQuery = queryOptions({ queryKey: graderUsageQueryKey, queryFn: getGraderUsage, staleTime: 15_000 });

/** This browser's count of free analyses, as the server holds it (the limit is the server's, not the page's). */
export function useGraderUsage() {
  return useQuery(graderUsageQuery);
}
