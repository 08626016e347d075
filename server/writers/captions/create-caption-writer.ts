import type { ModelCallDeps } from "../call-model";
import type { AiModel } from "../create-ai-model";
import type { CaptionWriter } from "./caption-writer";
import { createOfflineCaptionWriter } from "./offline-caption-writer";
import { createVisionCaptionWriter } from "./vision-caption-writer";

/** The configured model when there is one (it must read images: AI_VISION_MODEL), else the offline writer. */
export function createCaptionWriter(ai: AiModel | null, calls: ModelCallDeps): CaptionWriter {
  return ai === null ? createOfflineCaptionWriter() : createVisionCaptionWriter({ ...calls, ai });
}
