import { createAnthropic } from "@ai-sdk/anthropic";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModel } from "ai";
import type { Env } from "../env";
import { type AiSettings, readAiSettings } from "./ai-settings";

export type { AiProviderName } from "./ai-settings";

/** A configured model: what the writer and the caption writer call, and what token usage is recorded under. */
export interface AiModel extends AiSettings {
  model: LanguageModel;
  visionModel: LanguageModel;
}

/**
 * The AI seam (DESIGN.md): one of the Vercel AI SDK's providers chosen by AI_PROVIDER, or null, in which case the
 * offline writer in core/ writes. OpenAI is called through its chat-completions API, the protocol every
 * OpenAI-compatible server (Ollama, vLLM) speaks too, so one protocol stand-in tests both paths.
 *
 * This module imports the SDK: the server reaches it only through model-writers.ts, on the first model call.
 */
export function createAiModel(env: Env): AiModel | null {
  const settings = readAiSettings(env);
  return settings && buildAiModel(settings, env);
}

/** The SDK's model objects for settings already read (readAiSettings). */
export function buildAiModel(settings: AiSettings, env: Env): AiModel {
  const build = languageModelFactory(settings.provider, env);
  return { ...settings, model: build(settings.modelId), visionModel: build(settings.visionModelId) };
}

function languageModelFactory(provider: AiSettings["provider"], env: Env): (modelId: string) => LanguageModel {
  switch (provider) {
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
