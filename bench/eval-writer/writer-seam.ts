/* The only place the eval imports the listing writer's seam from (server/writers/). */
export { createListingWriter } from "../../server/writers/listing/create-listing-writer";
export { type ListingWriter, type WriteRequest } from "../../server/writers/listing/listing-writer";
export { WriterFailure } from "../../server/writers/writer-failure";
export { readAiSettings, type AiSettings } from "../../server/writers/ai-settings";
export { createModelCallLimit } from "../../server/writers/model-call-limit";
export { estimateCostMicroUsd } from "../../server/writers/estimate-cost";
export type { RecordTokenUsage, TokenUsageEntry } from "../../server/writers/record-token-usage";
