import type { ModelMessage } from "ai";
import {
  ALT_TEXT_MAX_CHARACTERS,
  blockingCaptionFailures,
  CAPTION_MAX_CHARACTERS,
  checkCaption,
  MAX_CAPTION_FEATURES,
  MAX_FEATURE_CHARACTERS,
} from "../../../core/captions/caption-rules";
import { captionAnswerSchema } from "../../../core/captions/caption-answer-schema";
import { checkCaptionQuality } from "../../../core/captions/check-caption-quality";
import { cleanFeatures } from "../../../core/captions/compose-caption";
import { callModel, type ModelCallDeps } from "../call-model";
import { checkThenRepair } from "../check-then-repair";
import type { AiModel } from "../create-ai-model";
import { outputTokenBudget } from "../output-token-budget";
import { captionSystemPrompt, captionUserPrompt } from "./caption-prompt";
import type { CaptionHooks, CaptionRequest, CaptionResult, CaptionWriter } from "./caption-writer";

/** maxOutputTokens of a caption: its two texts, its features and the room, a small fraction of a listing's. */
export const CAPTION_OUTPUT_TOKENS = outputTokenBudget(CAPTION_MAX_CHARACTERS + ALT_TEXT_MAX_CHARACTERS + MAX_CAPTION_FEATURES * MAX_FEATURE_CHARACTERS + 20);

/**
 * Captions with the configured vision model (AI_VISION_MODEL, else AI_MODEL): the 1024-pixel copy is sent as an image
 * part, the answer is structured output, and every caption rule is checked in the shared check-then-repair loop
 * (AI_MAX_REPAIRS). Each call is recorded in token usage.
 */
export function createVisionCaptionWriter(deps: ModelCallDeps & { ai: AiModel }): CaptionWriter {
  const { ai, env } = deps;
  const label = ai.visionLabel;

  return {
    kind: "ai",
    label,
    needsPicks: false,

    async write(request: CaptionRequest, hooks: CaptionHooks): Promise<CaptionResult> {
      const system = captionSystemPrompt(request);
      const messages: ModelMessage[] = [
        {
          role: "user",
          content: [
            { type: "text", text: captionUserPrompt(request) },
            { type: "image", image: request.image, mediaType: "image/jpeg" },
          ],
        },
      ];
      const { value } = await checkThenRepair({
        messages,
        maxRepairs: env.AI_MAX_REPAIRS,
        what: "caption",
        ask: (attempt) =>
          callModel(deps, {
            model: ai.visionModel,
            modelId: ai.visionModelId,
            temperature: 0.4,
            system,
            messages,
            schema: captionAnswerSchema,
            maxOutputTokens: CAPTION_OUTPUT_TOKENS,
            purpose: "caption",
            what: "caption",
            attempt,
            userId: hooks.userId,
            reference: hooks.reference,
          }),
        check: (answer) => {
          const texts = { caption: answer.caption.trim(), altText: answer.altText.trim() };
          const checks = [...checkCaption(request.marketplace, texts), ...checkCaptionQuality(texts)];
          const failures = blockingCaptionFailures(checks);
          if (failures.length > 0) return { ok: false, failures };
          const features = cleanFeatures(answer.features.filter((feature) => feature.trim().length <= MAX_FEATURE_CHARACTERS)).slice(0, MAX_CAPTION_FEATURES);
          return { ok: true, value: { ...texts, roomType: answer.roomType, features, checks, writer: { kind: "ai" as const, label } } };
        },
      });
      return value;
    },
  };
}
