import { pickTopAdvice } from "../../../core/grader/top-advice";
import {
  GRADER_TEXTS,
  type AnalyzeListingResponse,
  type GraderResultsRule,
  type GraderUsage,
  type QualityResultBody,
} from "../../../contracts/grader";
import type { Role } from "../../../contracts/session";
import { writeJsonWith } from "../../json/write-json-with";
import type { Analysis } from "./analyze-listing";

/** `full`: the breakdown; `advice`: the score, level and each weak part's top suggestion; `score`: the score and level. */
export type ResultView = "full" | "advice" | "score";

/**
 * DESIGN.md, grader results (revised). The caller is the one who ran (or owns) the analysis, so "signed-in" means their
 * own analyses: a stored grade is only ever read by its owner (get-grade.ts).
 */
export function decideResultView(viewer: { role: Role } | null, rule: GraderResultsRule): ResultView {
  if (rule === "everyone" || viewer?.role === "admin") return "full";
  if (rule === "signed-in") return viewer ? "full" : "advice";
  return "score";
}

/** The answer to an analysis. Short of `full`, the breakdown never leaves the server: at most one suggestion a weak part. */
export function presentAnalysis(
  analysis: Analysis,
  options: { view: ResultView; gradeId: string | null; usage: GraderUsage },
): AnalyzeListingResponse {
  const { result, listing } = analysis;
  const base = {
    message: analysis.source === "text" ? GRADER_TEXTS.textSuccess : GRADER_TEXTS.urlSuccess,
    source: analysis.source,
    overallScore: result.overallScore,
    qualityLevel: result.qualityLevel,
    label: result.label,
    gradeId: options.gradeId,
    notes: analysis.notes,
    usage: options.usage,
  } as const;
  if (options.view !== "full") {
    const advised = options.view === "advice";
    return { visibility: "summary", ...base, advice: advised ? pickTopAdvice(result.breakdown) : [], fullResultWhenSignedIn: advised };
  }
  return {
    visibility: "full",
    ...base,
    // The grader's own result as it made it (core's arrays are readonly, nothing changes them): present-analysis.test.ts
    // holds that it meets the contract. A stored grade is read back through the schema (get-grade.ts); parsing a fresh
    // one cost about 1% of a grading request's CPU.
    result: result as QualityResultBody,
    listing: { title: listing.title, url: analysis.listingUrl ?? "", location: listing.location, image: listing.images[0] ?? null },
  };
}

/** The answer as JSON: a full answer's result is put in as the analysis wrote it for the grade's row (once, not twice). */
export function writeAnalysisAnswer(response: AnalyzeListingResponse, analysis: Analysis): string {
  if (response.visibility !== "full" || response.result !== analysis.result) return JSON.stringify(response);
  const { result: _written, ...rest } = response;
  return writeJsonWith(rest, { result: analysis.resultJson });
}
