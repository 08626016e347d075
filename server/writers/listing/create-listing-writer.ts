import { WRITING_LANGUAGES } from "../../../core/writer/property-facts";
import type { AiSettings } from "../ai-settings";
import type { ModelCallDeps } from "../call-model";
import { loadOnFirstUse } from "../../load-on-first-use";
import type { ListingWriter } from "./listing-writer";
import { createOfflineListingWriter } from "./offline-listing-writer";

/**
 * A model when one is configured (AI_PROVIDER), else the offline writer. The model writer and the AI SDK it calls are
 * imported on its first call (../model-writers.ts), not at start: until then this stand-in answers what the model
 * writer would (its kind, label and languages).
 */
export function createListingWriter(ai: AiSettings | null, calls: ModelCallDeps): ListingWriter {
  if (ai === null) return createOfflineListingWriter();
  const modelWriter = loadOnFirstUse(() =>
    import("../model-writers").then(({ buildAiModel, createModelListingWriter }) => createModelListingWriter({ ...calls, ai: buildAiModel(ai, calls.env) })),
  );
  return {
    kind: "ai",
    label: ai.label,
    languages: WRITING_LANGUAGES,
    write: async (request, hooks) => (await modelWriter()).write(request, hooks),
    writeSection: async (rewrite, hooks) => (await modelWriter()).writeSection(rewrite, hooks),
  };
}
