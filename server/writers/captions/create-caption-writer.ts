import type { AiSettings } from "../ai-settings";
import type { ModelCallDeps } from "../call-model";
import { loadOnFirstUse } from "../../load-on-first-use";
import type { CaptionWriter } from "./caption-writer";
import { createOfflineCaptionWriter } from "./offline-caption-writer";

/**
 * The configured model when there is one (it must read images: AI_VISION_MODEL), else the offline writer. As with the
 * listing writer, the vision writer and the AI SDK are imported on the first caption (../model-writers.ts).
 */
export function createCaptionWriter(ai: AiSettings | null, calls: ModelCallDeps): CaptionWriter {
  if (ai === null) return createOfflineCaptionWriter();
  const visionWriter = loadOnFirstUse(() =>
    import("../model-writers").then(({ buildAiModel, createVisionCaptionWriter }) => createVisionCaptionWriter({ ...calls, ai: buildAiModel(ai, calls.env) })),
  );
  return {
    kind: "ai",
    label: ai.visionLabel,
    needsPicks: false,
    write: async (request, hooks) => (await visionWriter()).write(request, hooks),
  };
}
