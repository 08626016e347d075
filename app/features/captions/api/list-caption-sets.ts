import { queryOptions, useQuery } from "../../../lib/query";
import { captionSetListSchema, type CaptionSetSummary } from "../../../../contracts/captions";
import { api, dataOf } from "../../../lib/api";
import { captionKeys } from "./caption-query-keys";

export async function listCaptionSets(): Promise<CaptionSetSummary[]> {
  return captionSetListSchema.parse(await dataOf(api.GET("/captions/sets"))).items;
}

/** The user's photo sets, most recently used first. */
export const captionSetsQuery = queryOptions({ queryKey: captionKeys.sets, queryFn: listCaptionSets });

export function useCaptionSets() {
  return useQuery(captionSetsQuery);
}
