import type { ModelCallDeps } from "../call-model";
import type { AiModel } from "../create-ai-model";
import type { ListingWriter } from "./listing-writer";
import { createModelListingWriter } from "./model-listing-writer";
import { createOfflineListingWriter } from "./offline-listing-writer";

/** A model when one is configured (AI_PROVIDER), else the offline writer. */
export function createListingWriter(ai: AiModel | null, calls: ModelCallDeps): ListingWriter {
  return ai === null ? createOfflineListingWriter() : createModelListingWriter({ ...calls, ai });
}
