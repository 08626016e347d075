import { useQuery } from "@tanstack/react-query";
import { type ApiUsage, apiUsageSchema } from "../../../../contracts/api-keys";
import { requestApi } from "../../../lib/api-client";

export const apiUsageQueryKey = ["developer", "api-usage"] as const;

/** Requests made with the user's keys and credits used, per day of the last 30. */
export async function getApiUsage(): Promise<ApiUsage> {
  return apiUsageSchema.parse(await requestApi("/api/v1/api-usage"));
}

export function useApiUsage() {
  return useQuery({ queryKey: apiUsageQueryKey, queryFn: getApiUsage, refetchOnWindowFocus: true });
}
