import { GRADER_TEXTS, qualityResultSchema, type AnalyzeListingResponse, type GraderUsage } from "../../../contracts/grader";
import type { Analysis } from "./analyze-listing";

export type ResultVisibility = "full" | "summary";

/** DESIGN.md: admins see the full result; others the summary, unless GRADER_RESULTS=everyone. */
export function decideVisibility(isAdmin: boolean, graderResults: "admins" | "everyone"): ResultVisibility {
  return isAdmin || graderResults === "everyone" ? "full" : "summary";
}

/** The answer to an analysis. A summary carries the score and level only: the breakdown never leaves the server. */
export function presentAnalysis(
  analysis: Analysis,
  options: { visibility: ResultVisibility; gradeId: string | null; usage: GraderUsage },
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
  if (options.visibility === "summary") return { visibility: "summary", ...base };
  return {
    visibility: "full",
    ...base,
    result: qualityResultSchema.parse(result),
    listing: { title: listing.title, url: analysis.listingUrl ?? "", location: listing.location, image: listing.images[0] ?? null },
  };
}
