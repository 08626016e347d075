import { generateText, type ModelMessage, Output } from "ai";
import { blockingCaptionFailures, type CaptionCheck, checkCaption, MAX_CAPTION_FEATURES, MAX_FEATURE_CHARACTERS } from "../../../core/captions/caption-rules";
import { cleanFeatures } from "../../../core/captions/compose-caption";
import type { Env } from "../../env";
import type { CaptionHooks, CaptionRequest, CaptionResult, CaptionWriter } from "./caption-writer";
import { WriterFailure } from "../writer-failure";
import { classifyAiError } from "../classify-ai-error";
import type { AiModel } from "../create-ai-model";
import type { RecordTokenUsage } from "../record-token-usage";
import { captionRepairPrompt, captionSystemPrompt, captionUserPrompt } from "./caption-prompt";
import { type ModelCaption, modelCaptionSchema } from "./caption-schema";

interface Deps {
  ai: AiModel;
  env: Env;
  recordUsage: RecordTokenUsage;
}

const BAD_OUTPUT_MESSAGE = "The AI model did not return a caption in the expected form. Nothing was charged; please try again.";

/**
 * Captions with the configured vision model (AI_VISION_MODEL, else AI_MODEL): the 1024-pixel copy is sent as an image
 * part, the answer is structured output, and every caption rule is checked; an answer that breaks one goes back to
 * the model with the failures named, at most AI_MAX_REPAIRS times. Each call is recorded in token usage.
 */
export function createVisionCaptionWriter(deps: Deps): CaptionWriter {
  const { ai, env } = deps;

  async function call(system: string, messages: ModelMessage[], hooks: CaptionHooks): Promise<ModelCaption> {
    const usageEntry = { userId: hooks.userId, purpose: "caption" as const, reference: hooks.reference, modelId: ai.visionModelId };
    try {
      const result = await generateText({
        model: ai.visionModel,
        system,
        messages,
        output: Output.object({ schema: modelCaptionSchema }),
        maxRetries: 0,
        temperature: 0.4,
        abortSignal: AbortSignal.timeout(env.AI_TIMEOUT_MS),
      });
      await deps.recordUsage({ ...usageEntry, usage: result.usage, outcome: "ok" });
      return result.output;
    } catch (error) {
      await deps.recordUsage({ ...usageEntry, usage: undefined, outcome: "error" });
      const failure = classifyAiError(error);
      throw failure.code === "ai_bad_output" ? new WriterFailure("ai_bad_output", BAD_OUTPUT_MESSAGE) : failure;
    }
  }

  return {
    kind: "ai",
    label: ai.visionModelId === ai.modelId ? ai.label : `${ai.provider} ${ai.visionModelId}`,
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
      const attempts = 1 + env.AI_MAX_REPAIRS;
      let failures: CaptionCheck[] = [];
      for (let attempt = 1; attempt <= attempts; attempt++) {
        let answer: ModelCaption;
        try {
          answer = await call(system, messages, hooks);
        } catch (error) {
          if (!(error instanceof WriterFailure) || error.code !== "ai_bad_output" || attempt === attempts) throw error;
          messages.push({ role: "user", content: "Your answer was not valid JSON matching the schema. Answer again with JSON only." });
          continue;
        }
        const texts = { caption: answer.caption.trim(), altText: answer.altText.trim() };
        const checks = checkCaption(request.marketplace, texts);
        failures = blockingCaptionFailures(checks);
        if (failures.length === 0) {
          const features = cleanFeatures(answer.features.filter((feature) => feature.trim().length <= MAX_FEATURE_CHARACTERS)).slice(0, MAX_CAPTION_FEATURES);
          return { ...texts, roomType: answer.roomType, features, checks, writer: { kind: "ai", label: this.label } };
        }
        messages.push({ role: "assistant", content: JSON.stringify(answer) }, { role: "user", content: captionRepairPrompt(failures) });
      }
      throw new WriterFailure(
        "checks_failed",
        `The AI model's caption kept breaking ${failures.length === 1 ? "a rule" : `${failures.length} rules`} after ${attempts} attempts, so it was not kept and nothing was charged: ${failures.map((f) => f.message).join(". ")}.`,
      );
    },
  };
}
