/**
 * The one error a listing import raises. Its message is the spec's "No data extracted" (§8: the UI shows it under
 * "Scraper Error"); the code says why, for logs and for callers that want to react differently.
 */
export const NO_DATA_MESSAGE = "No data extracted";

export type ListingImportErrorCode =
  /** The input holds no listing at all (a homepage, an error page, an unknown JSON shape). */
  | "no_data"
  /** The input is a reviews response: reviews alone are not a listing; attach them with `attachReviews`. */
  | "reviews_only"
  /** The input is in the normalised listing's shape, but some fields have the wrong type (the detail names them). */
  | "invalid_listing";

export class ListingImportError extends Error {
  override readonly name = "ListingImportError";
  readonly code: ListingImportErrorCode;
  /** A developer-facing explanation; never shown to users. */
  readonly detail: string;

  constructor(code: ListingImportErrorCode, detail: string) {
    super(NO_DATA_MESSAGE);
    this.code = code;
    this.detail = detail;
  }
}

export function isListingImportError(error: unknown): error is ListingImportError {
  return error instanceof ListingImportError;
}
