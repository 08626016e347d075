import { useQuery } from "@tanstack/react-query";
import { type CaptionWriterInfo, captionWriterInfoSchema } from "../../../../contracts/captions";
import { requestApi } from "../../../lib/api-client";
import { captionKeys } from "./caption-query-keys";

export async function getCaptionWriter(): Promise<CaptionWriterInfo> {
  return captionWriterInfoSchema.parse(await requestApi("/api/v1/captions/writer"));
}

/** Who writes captions (a vision model, or the offline writer from the host's picks) and the upload limits. */
export function useCaptionWriter() {
  return useQuery({ queryKey: captionKeys.writer, queryFn: getCaptionWriter, staleTime: 5 * 60_000 });
}
