import type { MarketplaceId } from "../../core/marketplaces/marketplace-rules";
import { countWords } from "../../core/text-quality/words";
import { joinDescription, type ListingCheck } from "../../core/writer/generated-listing";
import { gradeGeneratedListing } from "../../core/writer/grade-generated-listing";
import type { EvalHome } from "./read-homes";
import { type ListingWriter, WriterFailure } from "./writer-seam";

/** What one home's listing came to. */
export interface HomeResult {
  readonly id: string;
  readonly marketplace: MarketplaceId;
  readonly ok: boolean;
  /** Why the writer refused the listing (checks_failed, ai_timeout, …), when it did. */
  readonly failure?: { readonly code: string; readonly message: string };
  /** Every check of the kept listing, or the failed checks of a refused one. */
  readonly checks: readonly ListingCheck[];
  readonly repairs: number;
  readonly descriptionWords: number;
  readonly grade?: number;
  readonly latencyMs: number;
  readonly inputTokens: number;
  readonly outputTokens: number;
}

export interface TokenCount {
  input: number;
  output: number;
}

/**
 * Each home in turn (never several at once: a CPU model server would queue them past their timeouts), as the product
 * writes it: no points (no network), the facts' marketplace, language and tone.
 */
export async function runEval(writer: ListingWriter, homes: readonly EvalHome[], tokens: Map<string, TokenCount>, onHome?: (result: HomeResult, index: number) => void): Promise<HomeResult[]> {
  const results: HomeResult[] = [];
  for (const [index, home] of homes.entries()) {
    const marketplace = home.facts.marketplace ?? "airbnb";
    const request = { facts: home.facts, points: [], marketplace, language: home.facts.language ?? "en", tone: home.facts.tone ?? "warm" } as const;
    const reference = `eval:${index}`;
    let repairs = 0;
    const started = performance.now();
    let result: HomeResult;
    try {
      const written = await writer.write(request, { reference, onStage: (stage) => (repairs += stage === "repairing" ? 1 : 0) });
      const title = written.texts.titles[0] ?? "";
      result = {
        id: home.id,
        marketplace,
        ok: true,
        checks: written.checks,
        repairs,
        descriptionWords: countWords(joinDescription(written.texts)),
        grade: gradeGeneratedListing(written.texts, title, home.facts, marketplace).overallScore,
        latencyMs: performance.now() - started,
        inputTokens: tokens.get(reference)?.input ?? 0,
        outputTokens: tokens.get(reference)?.output ?? 0,
      };
    } catch (error) {
      const failure = error instanceof WriterFailure ? { code: error.code, message: error.message } : { code: "crash", message: String(error) };
      // A refused listing's failures are its failed checks (a caption's would be other rules).
      const checks = error instanceof WriterFailure ? error.failures.filter((rule): rule is ListingCheck => "id" in rule && "severity" in rule) : [];
      result = { id: home.id, marketplace, ok: false, failure, checks, repairs, descriptionWords: 0, latencyMs: performance.now() - started, inputTokens: tokens.get(reference)?.input ?? 0, outputTokens: tokens.get(reference)?.output ?? 0 };
    }
    results.push(result);
    onHome?.(result, index);
  }
  return results;
}
