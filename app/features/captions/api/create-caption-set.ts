import { type CaptionSet, type CreateSetRequest, captionSetSchema } from "../../../../contracts/captions";
import { api, dataOf } from "../../../lib/api";

/** A new, empty set to upload a batch of photos into. */
export async function createCaptionSet(input: CreateSetRequest): Promise<CaptionSet> {
  return captionSetSchema.parse(await dataOf(api.POST("/captions/sets", { body: input })));
}
