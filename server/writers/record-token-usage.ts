import type { LanguageModelUsage } from "ai";
import type { Database } from "../db/client";
import { tokenUsage } from "../db/schema/listings";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { AiSettings } from "./ai-settings";
import { estimateCostMicroUsd } from "./estimate-cost";

export interface TokenUsageEntry {
  userId?: string;
  purpose: "listing" | "section" | "caption";
  reference?: string;
  modelId: string;
  usage: LanguageModelUsage | undefined;
  outcome: "ok" | "repair" | "error";
}

export type RecordTokenUsage = (entry: TokenUsageEntry) => Promise<void>;

/** Every model call is written down: provider, model, tokens, estimated cost. A failed write is logged, never fatal. */
export function createTokenUsageRecorder(deps: { db: Database; env: Env; logger: Logger; ai: AiSettings }): RecordTokenUsage {
  return async (entry) => {
    const inputTokens = entry.usage?.inputTokens ?? 0;
    const outputTokens = entry.usage?.outputTokens ?? 0;
    try {
      await deps.db.insert(tokenUsage).values({
        userId: entry.userId ?? null,
        purpose: entry.purpose,
        reference: entry.reference ?? null,
        provider: deps.ai.provider,
        model: entry.modelId,
        inputTokens,
        outputTokens,
        costMicroUsd: estimateCostMicroUsd(deps.env, entry.modelId, inputTokens, outputTokens),
        outcome: entry.outcome,
      });
    } catch (error) {
      deps.logger.warn({ err: error, reference: entry.reference }, "token usage not recorded");
    }
  };
}
