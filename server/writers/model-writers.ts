/*
 * The model-backed writers and, through them, the Vercel AI SDK ('ai', '@ai-sdk/*': about 6 MB, 0.2-0.7 s to import).
 * Only the writer seams import it, with import() on the first model call: the bundle keeps it in a chunk of its own
 * and a server without AI_PROVIDER never loads the SDK (issue 22; scripts/build-server.ts fails the build otherwise).
 */
export { createVisionCaptionWriter } from "./captions/vision-caption-writer";
export { buildAiModel } from "./create-ai-model";
export { createModelListingWriter } from "./listing/model-listing-writer";
