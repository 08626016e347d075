import type { AiModel } from "../create-ai-model";
import { createVisionCaptionWriter } from "./vision-caption-writer";
import type { RecordTokenUsage } from "../record-token-usage";
import type { Env } from "../../env";
import type { CaptionWriter } from "./caption-writer";
import { createOfflineCaptionWriter } from "./offline-caption-writer";

/** The configured model when there is one (it must read images: AI_VISION_MODEL), else the offline writer. */
export function createCaptionWriter(deps: { env: Env; ai: AiModel | null; recordUsage: RecordTokenUsage }): CaptionWriter {
  return deps.ai ? createVisionCaptionWriter({ ai: deps.ai, env: deps.env, recordUsage: deps.recordUsage }) : createOfflineCaptionWriter();
}
