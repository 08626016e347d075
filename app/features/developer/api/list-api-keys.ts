import { queryOptions, useQuery } from "../../../lib/query";
import { type ApiKeysPage, apiKeysPageSchema } from "../../../../contracts/api-keys";
import { api, dataOf } from "../../../lib/api";

export const apiKeysQueryKey = ["developer", "api-keys"] as const;

/** The dashboard shows every key on one page: a user has at most 20 active ones. */
export async function listApiKeys(): Promise<ApiKeysPage> {
  return apiKeysPageSchema.parse(await dataOf(api.GET("/api-keys", { params: { query: { page: 1, pageSize: 100 } } })));
}

export const apiKeysQuery = queryOptions({ queryKey: apiKeysQueryKey, queryFn: listApiKeys });

export function useApiKeys() {
  return useQuery(apiKeysQuery);
}
