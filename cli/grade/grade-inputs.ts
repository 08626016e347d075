import { GRADER_TEXTS } from "../../contracts/grader";
import { gradeListing } from "../../core/grader/grade-listing";
import type { QualityResult } from "../../core/grader/types";
import { isListingImportError } from "../../core/listing-import/errors";
import { parseListingJson } from "../../core/listing-import/parse-listing-json";
import { listingSchema, type Listing } from "../../core/listing/listing";
import { parseListingText } from "../../core/listing-text/parse-listing-text";
import { validateListingText } from "../../core/listing-text/validate-listing-text";

/** One input graded: the listing it was read as (when it could be read) and its result, or why it was not graded. */
export interface GradedItem {
  listing: Listing | null;
  output: QualityResult | { error: string };
}

/** The server's rule (spec §8 cards): invented data and empty listings are refused, not graded. */
export function gradeGradable(listing: Listing): GradedItem {
  if (listing._source === "mock" || listing._fallback === true) return { listing, output: { error: GRADER_TEXTS.mockData } };
  if (listing.title.trim() === "" && listing.description.trim() === "") {
    return { listing, output: { error: GRADER_TEXTS.missingData } };
  }
  return { listing, output: gradeListing(listing) };
}

const failed = (error: unknown): GradedItem => ({
  listing: null,
  // A listing in the normalised shape with a mistyped field: the operator needs to know which field.
  output: { error: isListingImportError(error) && error.code === "invalid_listing" ? error.detail : error instanceof Error ? error.message : String(error) },
});

/**
 * One JSON item: a normalised listing as it is (a partial one keeps every field it has), else any shape the scraper
 * reads (Apify export, StaysPdpSections…).
 */
export function gradeJsonItem(item: unknown): GradedItem {
  const normalised = listingSchema.safeParse(item);
  if (normalised.success) return gradeGradable(normalised.data);
  try {
    const parsed = parseListingJson(item);
    const listing = Array.isArray(parsed) ? parsed[0] : parsed;
    return listing ? gradeGradable(listing) : failed("No data extracted");
  } catch (error) {
    return failed(error);
  }
}

/** Pasted text, checked as the web app checks it (spec §5), then read as GRADER.md says. */
export function gradeText(text: string): GradedItem {
  const problem = validateListingText(text);
  return problem ? failed(problem.message) : gradeGradable(parseListingText(text));
}

/** JSON text of one item or an array: one graded item or an array in the same order. */
export function gradeJsonText(text: string): GradedItem | GradedItem[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.map(gradeJsonItem) : gradeJsonItem(value);
}

/** With --text: the input is the pasted text, or a JSON array of pasted texts. */
export function gradeTextInput(text: string): GradedItem | GradedItem[] {
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.every((item) => typeof item === "string")) return value.map(gradeText);
  } catch {
    // Not JSON: plain pasted text.
  }
  return gradeText(text);
}

/** With --summary: one line's worth per input instead of the full result. */
export function summarizeItem({ listing, output }: GradedItem) {
  const head = { id: listing?.id ?? null, title: listing?.title ?? null };
  if ("error" in output) return { ...head, error: output.error };
  return { ...head, overallScore: output.overallScore, qualityLevel: output.qualityLevel, label: output.label };
}
