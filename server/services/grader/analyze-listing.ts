import { type AnalysisInput, GRADER_TEXTS } from "../../../contracts/grader";
import { gradeListing } from "../../../core/grader/grade-listing";
import type { QualityResult } from "../../../core/grader/types";
import { parseListingUrl } from "../../../core/listing-import/listing-url";
import type { Listing } from "../../../core/listing/listing";
import { parseListingText } from "../../../core/listing-text/parse-listing-text";
import { AppError } from "../../errors";
import type { ListingImporter } from "../listing-import/types";

export interface Analysis {
  source: AnalysisInput["source"];
  listing: Listing;
  result: QualityResult;
  /** The result written as JSON once, for both the grade's row and the answer (server/json/write-json-with.ts). */
  resultJson: string;
  listingUrl: string | null;
  /** The marketplace's id of the listing, to follow its score over time; null for pasted text. */
  marketplaceListingId: string | null;
  /** What was done, for the debug log. */
  notes: string[];
}

/** Refuses what cannot honestly be graded: invented data, or a listing with nothing in it (spec §8 cards). */
export function assertGradable(listing: Listing): void {
  if (listing._source === "mock" || listing._fallback === true) {
    throw new AppError("bad_request", GRADER_TEXTS.mockData, { detail: GRADER_TEXTS.mockDataDetail });
  }
  if (listing.title.trim() === "" && listing.description.trim() === "") {
    throw new AppError("bad_request", GRADER_TEXTS.missingData);
  }
}

function gradeOrFail(listing: Listing): QualityResult {
  try {
    return gradeListing(listing);
  } catch (cause) {
    throw new AppError("internal_error", GRADER_TEXTS.gradingFailed, { cause: String(cause) });
  }
}

function readPastedText(text: string, notes: string[]) {
  let listing: Listing;
  try {
    listing = parseListingText(text);
  } catch {
    throw new AppError("internal_error", "Failed to process listing text");
  }
  notes.push(`Pasted text read: title “${listing.title}”, ${listing.amenities.length} amenities`);
  return { listing, listingUrl: null, marketplaceListingId: null };
}

/** A listing from the marketplace, or as sent; pasted text is read by readPastedText, with no await (below). */
async function readListing(input: Exclude<AnalysisInput, { source: "text" }>, importer: ListingImporter | undefined, notes: string[]) {
  switch (input.source) {
    case "url": {
      if (!importer) throw new AppError("service_unavailable", "Listing import is not available on this server (503).");
      const imported = await importer.importListing({ listingId: input.listingId, canonicalUrl: input.canonicalUrl });
      const from = imported.provider === "apify" ? "through the Apify scraper" : "from Airbnb";
      notes.push(
        imported.cached
          ? `Listing ${imported.listingId} taken from our saved copy (the cache), read ${from} at ${imported.fetchedAt}`
          : `Listing ${imported.listingId} read ${from} in ${imported.durationMs} ms`,
      );
      return { listing: imported.listing, listingUrl: imported.canonicalUrl, marketplaceListingId: imported.listingId };
    }
    case "listing": {
      const parsed = parseListingUrl(input.listing.url);
      notes.push("Listing taken as sent");
      return {
        listing: input.listing,
        listingUrl: input.listing.url || null,
        marketplaceListingId: parsed.ok ? parsed.listingId : null,
      };
    }
  }
}

/** Reads the listing (marketplace import, pasted text or as sent), refuses mock or empty data, and grades it. */
export async function analyzeListing(input: AnalysisInput, importer?: ListingImporter): Promise<Analysis> {
  const notes: string[] = [];
  // Pasted text is read and graded with no await between: the grader reuses what parsing the text just read
  // (extract-amenities.ts keeps the last text's short lines), which another request's parse would replace meanwhile.
  const { listing, listingUrl, marketplaceListingId } =
    input.source === "text" ? readPastedText(input.text, notes) : await readListing(input, importer, notes);
  assertGradable(listing);
  const result = gradeOrFail(listing);
  notes.push(`Graded: ${result.overallScore}/100, ${result.qualityLevel} quality`);
  return { source: input.source, listing, result, resultJson: JSON.stringify(result), listingUrl, marketplaceListingId, notes };
}
