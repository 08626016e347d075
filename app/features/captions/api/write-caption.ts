import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type CaptionPhoto, captionPhotoSchema, type WriteCaptionRequest } from "../../../../contracts/captions";
import { requestApi } from "../../../lib/api-client";
import { captionKeys } from "./caption-query-keys";

export async function writeCaption(photoId: string, picks: WriteCaptionRequest): Promise<CaptionPhoto> {
  return captionPhotoSchema.parse(await requestApi(`/api/v1/captions/photos/${encodeURIComponent(photoId)}/caption`, { method: "POST", body: picks }));
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
