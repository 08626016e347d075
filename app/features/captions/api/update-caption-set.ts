import { useMutation, useQueryClient } from "@tanstack/react-query";
import { captionSetSchema, type UpdateSetRequest } from "../../../../contracts/captions";
import { requestApi } from "../../../lib/api-client";
import { captionKeys } from "./caption-query-keys";

export async function updateCaptionSet(id: string, changes: UpdateSetRequest) {
  return captionSetSchema.parse(await requestApi(`/api/v1/captions/sets/${encodeURIComponent(id)}`, { method: "PATCH", body: changes }));
}

/** Renames a set or changes its marketplace or bedrooms; the audit comes back with it. */
export function useUpdateCaptionSet(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSetRequest) => updateCaptionSet(id, changes),
    onSuccess: (set) => {
      queryClient.setQueryData(captionKeys.set(id), set);
      void queryClient.invalidateQueries({ queryKey: captionKeys.sets });
    },
  });
}
