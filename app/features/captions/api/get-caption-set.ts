import { useQuery } from "@tanstack/react-query";
import { type CaptionSet, captionSetSchema } from "../../../../contracts/captions";
import { requestApi } from "../../../lib/api-client";
import { captionKeys } from "./caption-query-keys";

export async function getCaptionSet(id: string): Promise<CaptionSet> {
  return captionSetSchema.parse(await requestApi(`/api/v1/captions/sets/${encodeURIComponent(id)}`));
}

/** One set: its photos, captions and the audit. */
export function useCaptionSet(id: string | null) {
  return useQuery({ queryKey: captionKeys.set(id ?? ""), queryFn: () => getCaptionSet(id!), enabled: id !== null });
}
