import { type ModelMessage, Output, streamText } from "ai";
import { checkGeneratedListing } from "../../../core/writer/check-generated-listing";
import { type ListingCheck, type ListingTexts, listingTextsSchema, type SectionKey } from "../../../core/writer/generated-listing";
import { WRITING_LANGUAGES } from "../../../core/writer/property-facts";
import type { Env } from "../../env";
import {
  type ListingWriter,
  type PartialTexts,
  type WriteRequest,
  type WriteResult,
  type WriterHooks,
} from "./listing-writer";
import { WriterFailure } from "../writer-failure";
import { classifyAiError } from "../classify-ai-error";
import type { AiModel } from "../create-ai-model";
import { listingSystemPrompt, listingUserPrompt, repairPrompt, sectionPrompt } from "./listing-prompt";
import type { RecordTokenUsage } from "../record-token-usage";
import { z } from "zod";

const sectionAnswerSchema = z.object({ text: z.string().min(1).max(4000) });

interface Deps {
  ai: AiModel;
  env: Env;
  recordUsage: RecordTokenUsage;
}

/** Only the rules a marketplace enforces (errors) are sent back for repair; warnings are shown, not repaired. */
function blockingFailures(checks: readonly ListingCheck[]): ListingCheck[] {
  return checks.filter((check) => !check.passed && check.severity === "error");
}

/**
 * Writes with a model through the Vercel AI SDK: structured output streamed as it comes (the page fills section by
 * section), then every check of core/writer; a result that fails a check goes back to the model with the failures
 * named, at most AI_MAX_REPAIRS times. A result that still fails is refused, never shown as done.
 */
export function createModelListingWriter(deps: Deps): ListingWriter {
  const { ai, env } = deps;

  async function call<T>(
    messages: ModelMessage[],
    system: string,
    schema: z.ZodType<T>,
    hooks: WriterHooks,
    purpose: "listing" | "section",
    onPartial?: (partial: unknown) => void,
  ): Promise<T> {
    let streamError: unknown;
    const signals = [AbortSignal.timeout(env.AI_TIMEOUT_MS), ...(hooks.signal ? [hooks.signal] : [])];
    const result = streamText({
      model: ai.model,
      system,
      messages,
      output: Output.object({ schema }),
      maxRetries: 0,
      temperature: 0.7,
      abortSignal: AbortSignal.any(signals),
      onError: ({ error }) => {
        streamError = error;
      },
    });
    try {
      for await (const partial of result.partialOutputStream) onPartial?.(partial);
      const output = await result.output;
      await deps.recordUsage({ userId: hooks.userId, purpose, reference: hooks.reference, modelId: ai.modelId, usage: await result.usage, outcome: "ok" });
      return output;
    } catch (error) {
      const usage = await Promise.resolve(result.usage).catch(() => undefined);
      await deps.recordUsage({ userId: hooks.userId, purpose, reference: hooks.reference, modelId: ai.modelId, usage, outcome: "error" });
      throw classifyAiError(streamError ?? error);
    }
  }

  return {
    kind: "ai",
    label: ai.label,
    languages: WRITING_LANGUAGES,

    async write(request: WriteRequest, hooks: WriterHooks = {}): Promise<WriteResult> {
      const system = listingSystemPrompt(request);
      const messages: ModelMessage[] = [{ role: "user", content: listingUserPrompt(request) }];
      const attempts = 1 + env.AI_MAX_REPAIRS;
      let lastFailures: ListingCheck[] = [];
      for (let attempt = 1; attempt <= attempts; attempt++) {
        hooks.onStage?.(attempt === 1 ? "writing" : "repairing", attempt);
        let texts: ListingTexts;
        try {
          texts = await call(messages, system, listingTextsSchema, hooks, "listing", (partial) => hooks.onPartial?.(partial as PartialTexts));
        } catch (error) {
          // A malformed answer is asked for again like a failed check; a provider error ends the attempt at once.
          if (!(error instanceof WriterFailure) || error.code !== "ai_bad_output" || attempt === attempts) throw error;
          messages.push({ role: "user", content: "Your answer was not valid JSON matching the schema. Answer again with the whole listing as JSON only." });
          continue;
        }
        hooks.onStage?.("checking", attempt);
        const checks = checkGeneratedListing(texts, request.facts, request.points, { marketplace: request.marketplace });
        lastFailures = blockingFailures(checks);
        if (lastFailures.length === 0) return { texts, checks, writer: { kind: "ai", label: ai.label, attempts: attempt } };
        messages.push({ role: "assistant", content: JSON.stringify(texts) }, { role: "user", content: repairPrompt(lastFailures) });
      }
      throw new WriterFailure(
        "checks_failed",
        `The AI model's listing kept breaking ${lastFailures.length === 1 ? "a rule" : `${lastFailures.length} rules`} after ${attempts} attempts, so it was not kept and nothing was charged: ${lastFailures.map((f) => f.message).join(" ")}`,
        lastFailures,
      );
    },

    async writeSection(request: WriteRequest, section: SectionKey, current: ListingTexts, hooks: WriterHooks = {}): Promise<string> {
      const system = listingSystemPrompt(request);
      const messages: ModelMessage[] = [
        { role: "user", content: listingUserPrompt(request) },
        { role: "assistant", content: JSON.stringify(current) },
        { role: "user", content: `${sectionPrompt(section, current.sections[section])}\nAnswer with JSON: {"text": "..."}.` },
      ];
      for (let attempt = 1; attempt <= 1 + env.AI_MAX_REPAIRS; attempt++) {
        const { text } = await call(messages, system, sectionAnswerSchema, hooks, "section");
        const texts = { ...current, sections: { ...current.sections, [section]: text } };
        const failures = blockingFailures(checkGeneratedListing(texts, request.facts, request.points, { marketplace: request.marketplace }));
        if (failures.length === 0) return text;
        messages.push({ role: "assistant", content: JSON.stringify({ text }) }, { role: "user", content: repairPrompt(failures) });
      }
      throw new WriterFailure("checks_failed", "The AI model could not rewrite this section within the rules. Nothing changed.");
    },
  };
}
