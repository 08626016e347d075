import { useQuery } from "@tanstack/react-query";
import { captionSetListSchema, type CaptionSetSummary } from "../../../../contracts/captions";
import { requestApi } from "../../../lib/api-client";
import { captionKeys } from "./caption-query-keys";

export async function listCaptionSets(): Promise<CaptionSetSummary[]> {
  return captionSetListSchema.parse(await requestApi("/api/v1/captions/sets")).items;
}

/** The user's photo sets, most recently used first. */
export function useCaptionSets() {
  return useQuery({ queryKey: captionKeys.sets, queryFn: listCaptionSets });
}
