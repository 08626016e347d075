import type { LookupFunction } from "node:net";
import { BROWSER_HEADERS } from "./browser-headers";
import { createGuardedLookup } from "./guarded-lookup";
import { checkMarketplaceUrl, requestUrlFor } from "./marketplace-url";
import { sendRequest, withDefaults, type SentResponse } from "./send-request";
import { ListingFetchError, type ListingFetcher, type ListingFetchTarget } from "./types";

export const DIRECT_FETCH_LIMITS = {
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 15_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
} as const;

export interface DirectFetcherOptions {
  /** MARKETPLACE_ORIGIN: fetch `${origin}${path}` instead of the Airbnb host (tests and e2e). */
  originOverride?: string;
  /** The socket lookup for Airbnb host names; the address guard over the system resolver by default. */
  lookup?: LookupFunction;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

const isRedirect = (status: number) => [301, 302, 303, 307, 308].includes(status);

function checkAnswer(response: SentResponse): string {
  if (response.status === 404 || response.status === 410) {
    throw new ListingFetchError("not_found", `Airbnb has no public listing at this address (HTTP ${response.status}). The listing may be private or removed.`);
  }
  if (response.status !== 200) {
    throw new ListingFetchError("upstream_status", `Airbnb answered HTTP ${response.status} instead of the listing page.`, { status: response.status });
  }
  const type = String(response.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "text/html") {
    throw new ListingFetchError("not_html", `Airbnb answered with ${type || "an unnamed content type"}, not a web page.`, { contentType: type });
  }
  return response.body.toString("utf8");
}

/** The default provider: Airbnb's own listing page over HTTP(S), read like a browser would, within hard limits. */
export function createDirectFetcher(options: DirectFetcherOptions = {}): ListingFetcher {
  const limits = withDefaults(DIRECT_FETCH_LIMITS, options);
  // The configured stand-in origin is the operator's choice (tests): only real Airbnb host names go through the guard.
  const lookup = options.originOverride ? undefined : (options.lookup ?? createGuardedLookup());

  return {
    provider: "direct",
    async fetchListing(target: ListingFetchTarget) {
      const deadline = Date.now() + limits.totalTimeoutMs;
      let url = checkMarketplaceUrl(target.canonicalUrl);
      for (let redirects = 0; ; redirects += 1) {
        const response = await sendRequest(requestUrlFor(url, options.originOverride), {
          headers: { ...BROWSER_HEADERS },
          lookup,
          connectTimeoutMs: limits.connectTimeoutMs,
          deadline,
          totalTimeoutMs: limits.totalTimeoutMs,
          maxBytes: limits.maxBytes,
          readBody: (status) => !isRedirect(status),
          peer: "Airbnb",
        });
        const location = response.headers.location;
        if (!isRedirect(response.status) || !location) {
          return { provider: "direct" as const, html: checkAnswer(response), finalUrl: url.href };
        }
        if (redirects >= limits.maxRedirects) {
          throw new ListingFetchError("too_many_redirects", `Airbnb redirected more than ${limits.maxRedirects} times; the page was not fetched.`);
        }
        url = checkMarketplaceUrl(location, url);
      }
    },
  };
}
