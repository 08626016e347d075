import { useQuery } from "@tanstack/react-query";
import { type ApiKeysPage, apiKeysPageSchema } from "../../../../contracts/api-keys";
import { requestApi } from "../../../lib/api-client";

export const apiKeysQueryKey = ["developer", "api-keys"] as const;

/** The dashboard shows every key on one page: a user has at most 20 active ones. */
export async function listApiKeys(): Promise<ApiKeysPage> {
  return apiKeysPageSchema.parse(await requestApi("/api/v1/api-keys?page=1&pageSize=100"));
}

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysQueryKey, queryFn: listApiKeys });
}
