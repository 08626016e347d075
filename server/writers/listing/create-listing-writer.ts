import { createModelListingWriter } from "./model-listing-writer";
import type { AiModel } from "../create-ai-model";
import type { RecordTokenUsage } from "../record-token-usage";
import type { Env } from "../../env";
import type { ListingWriter } from "./listing-writer";
import { createOfflineListingWriter } from "./offline-listing-writer";

/** A model when one is configured (AI_PROVIDER), else the offline writer. */
export function createListingWriter(options: { env: Env; ai: AiModel | null; recordUsage: RecordTokenUsage }): ListingWriter {
  if (options.ai === null) return createOfflineListingWriter();
  return createModelListingWriter({ ai: options.ai, env: options.env, recordUsage: options.recordUsage });
}
