import { useMutation, useQueryClient } from "../../../lib/query";
import { type CreatedApiKey, createdApiKeySchema } from "../../../../contracts/api-keys";
import { api, dataOf } from "../../../lib/api";
import { apiKeysQueryKey } from "./list-api-keys";

export async function createApiKey(name: string): Promise<CreatedApiKey> {
  return createdApiKeySchema.parse(await dataOf(api.POST("/api-keys", { body: { name } })));
}

/** Creates a key; the answer holds the key itself, which the dialog shows once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createApiKey, onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }) });
}
