import { GRADER_TEXTS, type AnalyzeListingRequest } from "../../../contracts/grader";
import { parseListingUrl } from "../../../core/listing-import/listing-url";
import type { Listing } from "../../../core/listing/listing";
import { validateListingText } from "../../../core/listing-text/validate-listing-text";
import { AppError } from "../../errors";

/** One analysis, checked: a marketplace URL, pasted text of 50 characters or more, or a normalised listing. */
export type AnalysisInput =
  | { source: "url"; url: string; listingId: string; canonicalUrl: string }
  | { source: "text"; text: string }
  | { source: "listing"; listing: Listing };

/**
 * Turns a request body into an analysis, or refuses it with the spec's own texts (§5) before any limit is counted:
 * "Please enter a URL", "Please enter a valid URL", "Please enter an Airbnb listing URL",
 * "Please paste a listing description to analyze.", "Please enter at least 50 characters for accurate analysis."
 */
export function readAnalysisInput(body: AnalyzeListingRequest): AnalysisInput {
  if (body.url !== undefined) {
    const parsed = parseListingUrl(body.url);
    if (!parsed.ok) throw new AppError("validation_failed", parsed.message, { field: "url" });
    return { source: "url", url: body.url.trim(), listingId: parsed.listingId, canonicalUrl: parsed.canonicalUrl };
  }
  if (body.text !== undefined) {
    const problem = validateListingText(body.text);
    if (problem) throw new AppError("validation_failed", problem.message, { field: "text" });
    return { source: "text", text: body.text };
  }
  if (body.listing !== undefined) return { source: "listing", listing: body.listing };
  throw new AppError("validation_failed", GRADER_TEXTS.oneInput);
}
