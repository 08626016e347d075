/** The listing-fetch seam: one implementation per provider (direct page fetch, Apify actor), chosen by settings. */

export type ListingFetchProvider = "direct" | "apify";

/** Which listing to fetch: both come from parseListingUrl, so the URL is always the canonical Airbnb one. */
export interface ListingFetchTarget {
  listingId: string;
  canonicalUrl: string;
}

/** What a provider brings back, still unparsed: a page's HTML, or the provider's JSON item for the listing. */
export type FetchedListing =
  | { provider: "direct"; html: string; finalUrl: string }
  | { provider: "apify"; item: unknown };

export interface ListingFetcher {
  readonly provider: ListingFetchProvider;
  fetchListing(target: ListingFetchTarget): Promise<FetchedListing>;
}

export type ListingFetchFailure =
  /** The URL (typed, or a redirect's Location) is not an Airbnb page on the default port. */
  | "refused_target"
  /** The marketplace host name resolved to a private, loopback, link-local… address. */
  | "refused_address"
  | "too_many_redirects"
  | "connect_timeout"
  | "timeout"
  | "network"
  | "too_large"
  | "not_html"
  /** The marketplace answered 404 or 410: no such listing (or a private one). */
  | "not_found"
  /** Any other unexpected HTTP status, or a provider's own error. */
  | "upstream_status";

/** A fetch that did not bring back a page; `message` is written for the person who asked for the listing. */
export class ListingFetchError extends Error {
  override readonly name = "ListingFetchError";

  constructor(
    readonly reason: ListingFetchFailure,
    message: string,
    /** For the log only (hosts, statuses, the underlying error code); never shown to users. */
    readonly detail?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export function isListingFetchError(error: unknown): error is ListingFetchError {
  return error instanceof ListingFetchError;
}

/** Statuses that say the marketplace (or the provider) is down or turning our server away, not that the listing is wrong. */
const isServerSideStatus = (status: unknown) => typeof status === "number" && (status >= 500 || status === 429);

/**
 * Whether the failure is on our side of the exchange: the marketplace could not be reached at all (the name did not
 * resolve, the connection was refused or reset, it timed out) or it answered 5xx/429. A page that was reached but is not
 * a listing (404, no listing in it, not HTML, a redirect away) is about the URL that was asked for, and is not one.
 */
export function isMarketplaceUnreachable(error: ListingFetchError): boolean {
  if (error.reason === "network" || error.reason === "timeout" || error.reason === "connect_timeout") return true;
  return error.reason === "upstream_status" && isServerSideStatus(error.detail?.status);
}
