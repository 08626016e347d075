/*
 * The only place the eval imports the listing writer's seam from. The writer is moving to server/writers/listing/
 * (issue 17): when it lands, fix these two paths and nothing else.
 */
export { createListingWriter } from "../../server/services/listings/create-listing-writer";
export { type ListingWriter, type WriteRequest, WriterFailure } from "../../server/services/listings/listing-writer";
export { createAiModel, type AiModel } from "../../server/ai/create-ai-model";
export { estimateCostMicroUsd } from "../../server/ai/estimate-cost";
export type { RecordTokenUsage, TokenUsageEntry } from "../../server/ai/record-token-usage";
