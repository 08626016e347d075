import { type CaptionSet, type CreateSetRequest, captionSetSchema } from "../../../../contracts/captions";
import { requestApi } from "../../../lib/api-client";

/** A new, empty set to upload a batch of photos into. */
export async function createCaptionSet(input: CreateSetRequest): Promise<CaptionSet> {
  return captionSetSchema.parse(await requestApi("/api/v1/captions/sets", { method: "POST", body: input }));
}
