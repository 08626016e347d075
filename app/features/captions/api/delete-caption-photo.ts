import { useMutation, useQueryClient } from "../../../lib/query";
import { api, dataOf } from "../../../lib/api";
import { captionKeys } from "./caption-query-keys";

export async function deleteCaptionPhoto(photoId: string): Promise<void> {
  await dataOf(api.DELETE("/captions/photos/{id}", { params: { path: { id: photoId } } }));
}

/** Removes a photo (a near-duplicate, say) and its stored copies. */
export function useDeleteCaptionPhoto(setId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCaptionPhoto,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: captionKeys.set(setId) });
      void queryClient.invalidateQueries({ queryKey: captionKeys.sets });
    },
  });
}
