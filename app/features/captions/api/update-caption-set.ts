import { useMutation, useQueryClient } from "../../../lib/query";
import { captionSetSchema, type UpdateSetRequest } from "../../../../contracts/captions";
import { api, dataOf } from "../../../lib/api";
import { captionKeys } from "./caption-query-keys";

export async function updateCaptionSet(id: string, changes: UpdateSetRequest) {
  return captionSetSchema.parse(await dataOf(api.PATCH("/captions/sets/{id}", { params: { path: { id } }, body: changes })));
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
