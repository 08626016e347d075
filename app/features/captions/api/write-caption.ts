import { useMutation, useQueryClient } from "../../../lib/query";
import { type CaptionPhoto, captionPhotoSchema, type WriteCaptionRequest } from "../../../../contracts/captions";
import { api, dataOf } from "../../../lib/api";
import { captionKeys } from "./caption-query-keys";

export async function writeCaption(photoId: string, picks: WriteCaptionRequest): Promise<CaptionPhoto> {
  return captionPhotoSchema.parse(await dataOf(api.POST("/captions/photos/{id}/caption", { params: { path: { id: photoId } }, body: picks })));
}

/** Writes (or rewrites) one photo's caption; the set is read again for its audit. */
export function useWriteCaption(setId: string, onCreditsChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photoId, picks }: { photoId: string; picks: WriteCaptionRequest }) => writeCaption(photoId, picks),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: captionKeys.set(setId) });
      void queryClient.invalidateQueries({ queryKey: captionKeys.sets });
      onCreditsChanged();
    },
  });
}
