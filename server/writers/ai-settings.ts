import type { Env } from "../env";

export type AiProviderName = "openai" | "anthropic" | "openai-compatible";

/**
 * The configured model as settings only: which provider and models, and the labels the host sees. Nothing here loads
 * the AI SDK, so the server and the CLI read it at start; the SDK's model objects are built on the first model call
 * (create-ai-model.ts, loaded by model-writers.ts).
 */
export interface AiSettings {
  provider: AiProviderName;
  modelId: string;
  /** The model that reads photos (AI_VISION_MODEL, else the same model). */
  visionModelId: string;
  /** Shown to the host: "openai gpt-4o-mini". */
  label: string;
  /** The caption writer's label: the vision model's, or `label` when it is the same model. */
  visionLabel: string;
}

/** AI_PROVIDER and AI_MODEL, or null: the offline writer in core/ writes. */
export function readAiSettings(env: Env): AiSettings | null {
  if (env.AI_PROVIDER === undefined || env.AI_MODEL === undefined) return null;
  const modelId = env.AI_MODEL;
  const visionModelId = env.AI_VISION_MODEL ?? modelId;
  const label = `${env.AI_PROVIDER} ${modelId}`;
  return {
    provider: env.AI_PROVIDER,
    modelId,
    visionModelId,
    label,
    visionLabel: visionModelId === modelId ? label : `${env.AI_PROVIDER} ${visionModelId}`,
  };
}
