import { queryOptions, useQuery } from "../../../lib/query";
import { type CaptionSet, captionSetSchema } from "../../../../contracts/captions";
import { api, dataOf } from "../../../lib/api";
import { captionKeys } from "./caption-query-keys";

export async function getCaptionSet(id: string): Promise<CaptionSet> {
  return captionSetSchema.parse(await dataOf(api.GET("/captions/sets/{id}", { params: { path: { id } } })));
}

/** One set: its photos, captions and the audit. */
export function captionSetQuery(id: string) {
  return queryOptions({ queryKey: captionKeys.set(id), queryFn: () => getCaptionSet(id) });
}

export function useCaptionSet(id: string | null) {
  return useQuery({ ...captionSetQuery(id ?? ""), enabled: id !== null });
}
