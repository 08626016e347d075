import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Env } from "../env";

export type AiProviderName = "openai" | "anthropic" | "openai-compatible";

/** A configured model: what the writer and the caption writer call, and what token usage is recorded under. */
export interface AiModel {
  provider: AiProviderName;
  modelId: string;
  model: LanguageModel;
  /** The model that reads photos (AI_VISION_MODEL, else the same model). */
  visionModelId: string;
  visionModel: LanguageModel;
  /** Shown to the host: "openai gpt-4o-mini". */
  label: string;
}

/**
 * The AI seam (DESIGN.md): one of the Vercel AI SDK's providers chosen by AI_PROVIDER, or null, in which case the
 * offline writer in core/ writes. OpenAI is called through its chat-completions API, the protocol every
 * OpenAI-compatible server (Ollama, vLLM) speaks too, so one protocol stand-in tests both paths.
 */
export function createAiModel(env: Env): AiModel | null {
  if (env.AI_PROVIDER === undefined || env.AI_MODEL === undefined) return null;
  const modelId = env.AI_MODEL;
  const visionModelId = env.AI_VISION_MODEL ?? modelId;
  const build = languageModelFactory(env);
  return {
    provider: env.AI_PROVIDER,
    modelId,
    model: build(modelId),
    visionModelId,
    visionModel: build(visionModelId),
    label: `${env.AI_PROVIDER} ${modelId}`,
  };
}

function languageModelFactory(env: Env): (modelId: string) => LanguageModel {
  switch (env.AI_PROVIDER) {
    case "openai": {
      const openai = createOpenAI({ apiKey: env.AI_API_KEY, baseURL: env.AI_BASE_URL });
      return (id) => openai.chat(id);
    }
    case "anthropic": {
      const anthropic = createAnthropic({ apiKey: env.AI_API_KEY, baseURL: env.AI_BASE_URL });
      return (id) => anthropic(id);
    }
    default: {
      const compatible = createOpenAICompatible({
        name: "openai-compatible",
        baseURL: env.AI_BASE_URL ?? "",
        apiKey: env.AI_API_KEY,
        supportsStructuredOutputs: true,
        includeUsage: true,
      });
      return (id) => compatible.chatModel(id);
    }
  }
}
