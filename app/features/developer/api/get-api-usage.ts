import { queryOptions, useQuery } from "../../../lib/query";
import { type ApiUsage, apiUsageSchema } from "../../../../contracts/api-keys";
import { api, dataOf } from "../../../lib/api";

export const apiUsageQueryKey = ["developer", "api-usage"] as const;

/** Requests made with the user's keys and credits used, per day of the last 30. */
export async function getApiUsage(): Promise<ApiUsage> {
  return apiUsageSchema.parse(await dataOf(api.GET("/api-usage")));
}

export const apiUsageQuery = queryOptions({ queryKey: apiUsageQueryKey, queryFn: getApiUsage, refetchOnWindowFocus: true });

export function useApiUsage() {
  return useQuery(apiUsageQuery);
}
