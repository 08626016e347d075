import { queryOptions, useQuery } from "../../../lib/query";
import { type CaptionWriterInfo, captionWriterInfoSchema } from "../../../../contracts/captions";
import { api, dataOf } from "../../../lib/api";
import { captionKeys } from "./caption-query-keys";

export async function getCaptionWriter(): Promise<CaptionWriterInfo> {
  return captionWriterInfoSchema.parse(await dataOf(api.GET("/captions/writer")));
}

/** Who writes captions (a vision model, or the offline writer from the host's picks) and the upload limits. */
export const captionWriterQuery = queryOptions({ queryKey: captionKeys.writer, queryFn: getCaptionWriter, staleTime: 5 * 60_000 });

export function useCaptionWriter() {
  return useQuery(captionWriterQuery);
}
