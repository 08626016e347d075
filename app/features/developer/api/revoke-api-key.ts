import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ApiKey, apiKeySchema } from "../../../../contracts/api-keys";
import { requestApi } from "../../../lib/api-client";
import { apiKeysQueryKey } from "./list-api-keys";

export async function revokeApiKey(id: string): Promise<ApiKey> {
  return apiKeySchema.parse(await requestApi(`/api/v1/api-keys/${encodeURIComponent(id)}`, { method: "DELETE" }));
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeApiKey, onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }) });
}
