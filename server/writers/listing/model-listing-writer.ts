import type { ModelMessage } from "ai";
import { checkGeneratedListing } from "../../../core/writer/check-generated-listing";
import type { ListingCheck, ListingTexts } from "../../../core/writer/generated-listing";
import { WRITING_LANGUAGES } from "../../../core/writer/property-facts";
import { callModel, type ModelCallDeps } from "../call-model";
import { checkThenRepair, type Checked } from "../check-then-repair";
import type { AiModel } from "../create-ai-model";
import { listingAnswerSchema, sectionAnswerSchema } from "./listing-answer-schema";
import { listingOutputTokens, sectionOutputTokens } from "./listing-limits";
import { listingSystemPrompt, listingUserPrompt, sectionUserPrompt } from "./listing-prompt";
import type { ListingWriter, PartialTexts, SectionRewrite, WriteRequest, WriteResult, WriterHooks } from "./listing-writer";

/** Only the rules a marketplace enforces (errors) are sent back for repair; warnings are shown, not repaired. */
function blockingFailures(checks: readonly ListingCheck[]): ListingCheck[] {
  return checks.filter((check) => !check.passed && check.severity === "error");
}

function checkListing(texts: ListingTexts, request: WriteRequest): Checked<{ texts: ListingTexts; checks: ListingCheck[] }> {
  const checks = checkGeneratedListing(texts, request.facts, request.points, { marketplace: request.marketplace });
  const failures = blockingFailures(checks);
  return failures.length === 0 ? { ok: true, value: { texts, checks } } : { ok: false, failures };
}

/**
 * Writes with a model through the Vercel AI SDK: structured output streamed as it comes (the page fills section by
 * section), then every check of core/writer, in the shared check-then-repair loop (AI_MAX_REPAIRS). A result that
 * still fails is refused, never shown as done.
 */
export function createModelListingWriter(deps: ModelCallDeps & { ai: AiModel }): ListingWriter {
  const { ai, env } = deps;
  const model = { model: ai.model, modelId: ai.modelId, temperature: 0.7 };

  return {
    kind: "ai",
    label: ai.label,
    languages: WRITING_LANGUAGES,

    async write(request: WriteRequest, hooks: WriterHooks = {}): Promise<WriteResult> {
      const system = listingSystemPrompt(request);
      const messages: ModelMessage[] = [{ role: "user", content: listingUserPrompt(request) }];
      const { value, attempts } = await checkThenRepair({
        messages,
        maxRepairs: env.AI_MAX_REPAIRS,
        what: "listing",
        onStage: hooks.onStage,
        ask: (attempt) =>
          callModel(deps, {
            ...model,
            system,
            messages,
            schema: listingAnswerSchema,
            maxOutputTokens: listingOutputTokens(request.marketplace),
            purpose: "listing",
            what: "listing",
            attempt,
            userId: hooks.userId,
            reference: hooks.reference,
            signal: hooks.signal,
            onPartial: (partial) => hooks.onPartial?.(partial as PartialTexts),
          }),
        check: (texts) => checkListing(texts, request),
      });
      return { ...value, writer: { kind: "ai", label: ai.label, attempts } };
    },

    async writeSection({ request, section, current, direction }: SectionRewrite, hooks: WriterHooks = {}): Promise<string> {
      const system = listingSystemPrompt(request);
      const messages: ModelMessage[] = [{ role: "user", content: sectionUserPrompt(request, section, current, direction) }];
      const { value } = await checkThenRepair({
        messages,
        maxRepairs: env.AI_MAX_REPAIRS,
        what: "section",
        ask: (attempt) =>
          callModel(deps, {
            ...model,
            system,
            messages,
            schema: sectionAnswerSchema,
            maxOutputTokens: sectionOutputTokens(section, request.marketplace),
            purpose: "section",
            what: "section",
            attempt,
            userId: hooks.userId,
            reference: hooks.reference,
            signal: hooks.signal,
          }),
        check: ({ text }) => {
          const trimmed = text.trim();
          if (trimmed === "") return { ok: false, failures: [{ field: section, message: `The ${section === "summary" ? "summary" : "section"} is empty: write it.` }] };
          const texts = section === "summary" ? { ...current, summary: trimmed } : { ...current, sections: { ...current.sections, [section]: trimmed } };
          const checked = checkListing(texts, request);
          return checked.ok ? { ok: true, value: trimmed } : checked;
        },
      });
      return value;
    },
  };
}
