import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requestApi } from "../../../lib/api-client";
import { captionKeys } from "./caption-query-keys";

export async function deleteCaptionPhoto(photoId: string): Promise<void> {
  await requestApi(`/api/v1/captions/photos/${encodeURIComponent(photoId)}`, { method: "DELETE" });
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
