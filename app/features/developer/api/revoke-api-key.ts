import { useMutation, useQueryClient } from "../../../lib/query";
import { type ApiKey, apiKeySchema } from "../../../../contracts/api-keys";
import { api, dataOf } from "../../../lib/api";
import { apiKeysQueryKey } from "./list-api-keys";

export async function revokeApiKey(id: string): Promise<ApiKey> {
  return apiKeySchema.parse(await dataOf(api.DELETE("/api-keys/{id}", { params: { path: { id } } })));
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }) });
}
