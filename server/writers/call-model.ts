import { type LanguageModel, type ModelMessage, Output, streamText } from "ai";
import type { z } from "zod";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { AppMetrics } from "../metrics/app-metrics";
import { classifyAiError } from "./classify-ai-error";
import type { ModelCallLimit } from "./model-call-limit";
import type { RecordTokenUsage, TokenUsageEntry } from "./record-token-usage";
import { WriterFailure } from "./writer-failure";

/** What every model writer needs: the settings, the process's call limit, token usage, the log and the counters. */
export interface ModelCallDeps {
  env: Env;
  limit: ModelCallLimit;
  recordUsage: RecordTokenUsage;
  logger: Logger;
  /** listinglift_ai_errors_total{kind}; absent in the CLI. */
  metrics?: Pick<AppMetrics, "aiErrors">;
}

export interface ModelCall<T> {
  model: LanguageModel;
  modelId: string;
  system: string;
  messages: ModelMessage[];
  schema: z.ZodType<T>;
  /** The answer's token budget (output-token-budget.ts): a model that rambles stops here, not at the timeout. */
  maxOutputTokens: number;
  temperature: number;
  purpose: TokenUsageEntry["purpose"];
  /** "listing", "section", "caption": how the host's messages name the answer. */
  what: string;
  attempt: number;
  userId?: string;
  reference?: string;
  /** The caller's: aborting it while the call waits for a slot takes it out of the queue. */
  signal?: AbortSignal;
  onPartial?: (partial: unknown) => void;
}

/**
 * One model call through the Vercel AI SDK: it waits for a slot of the process's limit (AI_CONCURRENCY), and only then
 * starts its own AI_TIMEOUT_MS; it streams structured output, stops at maxOutputTokens, records its token usage, and
 * turns a failure into a WriterFailure the host can act on, logged with the provider's own status and message.
 */
export async function callModel<T>(deps: ModelCallDeps, call: ModelCall<T>): Promise<T> {
  try {
    return await runInSlot(deps, call);
  } catch (error) {
    // Aborted while it waited for a slot: it never reached the provider.
    if (error instanceof WriterFailure || !call.signal?.aborted) throw error;
    throw classifyAiError(error, { what: call.what, timedOut: false, cancelled: true, secrets: [] }).failure;
  }
}

function runInSlot<T>(deps: ModelCallDeps, call: ModelCall<T>): Promise<T> {
  return deps.limit.run(async () => {
    const timeout = AbortSignal.timeout(deps.env.AI_TIMEOUT_MS);
    const usageEntry = { userId: call.userId, purpose: call.purpose, reference: call.reference, modelId: call.modelId };
    let streamError: unknown;
    const result = streamText({
      model: call.model,
      system: call.system,
      messages: call.messages,
      output: Output.object({ schema: call.schema }),
      maxOutputTokens: call.maxOutputTokens,
      maxRetries: 0,
      temperature: call.temperature,
      abortSignal: call.signal ? AbortSignal.any([timeout, call.signal]) : timeout,
      onError: ({ error }) => {
        streamError = error;
      },
    });
    try {
      for await (const partial of result.partialOutputStream) call.onPartial?.(partial);
      const output = await result.output;
      await deps.recordUsage({ ...usageEntry, usage: await result.usage, outcome: "ok" });
      return output;
    } catch (error) {
      const usage = await Promise.resolve(result.usage).catch(() => undefined);
      await deps.recordUsage({ ...usageEntry, usage, outcome: "error" });
      const classified = classifyAiError(streamError ?? error, {
        what: call.what,
        timedOut: timeout.aborted,
        cancelled: call.signal?.aborted === true,
        secrets: deps.env.AI_API_KEY ? [deps.env.AI_API_KEY] : [],
      });
      deps.metrics?.aiErrors.inc({ kind: classified.kind });
      deps.logger.warn(
        {
          aiError: classified.kind,
          status: classified.status,
          providerMessage: classified.providerMessage,
          model: call.modelId,
          purpose: call.purpose,
          attempt: call.attempt,
          reference: call.reference,
        },
        `model call failed: ${classified.kind}${classified.status ? ` ${classified.status}` : ""}${classified.providerMessage ? `: ${classified.providerMessage}` : ""}`,
      );
      throw classified.failure;
    }
  }, call.signal);
}
