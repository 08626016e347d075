import { parseListingUrl } from "../../../core/listing-import/listing-url";
import { sendRequest, withDefaults } from "./send-request";
import { ListingFetchError, type ListingFetcher, type ListingFetchTarget } from "./types";

export const APIFY_LIMITS = {
  connectTimeoutMs: 5_000,
  /** The actor's own run limit, sent as `timeout`; the HTTP wait is a little longer so Apify can answer 408 first. */
  runTimeoutSeconds: 120,
  totalTimeoutMs: 130_000,
  maxBytes: 20 * 1024 * 1024,
} as const;

export interface ApifyFetcherOptions {
  token: string;
  /** APIFY_BASE_URL, e.g. https://api.apify.com. */
  baseUrl: string;
  /** Actor id or "owner~name" (a "/" is accepted too). */
  actor: string;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  runTimeoutSeconds?: number;
}

const PEER = "The Apify scraper";

/** The export item that is this listing: the actor may return neighbours or nothing. */
export function pickApifyItem(items: unknown, listingId: string): unknown {
  const list = Array.isArray(items) ? items : [items];
  return list.find((item) => {
    if (typeof item !== "object" || item === null) return false;
    const record = item as Record<string, unknown>;
    const id = record.id ?? record.listingId;
    if ((typeof id === "string" || typeof id === "number") && String(id) === listingId) return true;
    const url = parseListingUrl(typeof record.url === "string" ? record.url : "");
    return url.ok && url.listingId === listingId;
  });
}

function apifyFailure(status: number, body: Buffer): ListingFetchError {
  let apifyMessage = "";
  try {
    const parsed = JSON.parse(body.toString("utf8")) as { error?: { type?: string; message?: string } };
    apifyMessage = parsed.error?.message ?? parsed.error?.type ?? "";
  } catch {
    // Not JSON: the status says enough.
  }
  if (status === 408) return new ListingFetchError("timeout", `${PEER} did not finish in time (HTTP 408). Please try again later.`);
  const hint = status === 401 || status === 403 ? " Check APIFY_TOKEN." : "";
  return new ListingFetchError("upstream_status", `${PEER} failed (HTTP ${status}).${hint}`, { status, apifyMessage });
}

/**
 * The Apify provider (APIFY_TOKEN): runs the tri_angle/airbnb-scraper actor synchronously for the one listing URL
 * (POST /v2/acts/{actor}/run-sync-get-dataset-items) and returns the dataset item about that listing. The token
 * travels in the Authorization header, which Apify accepts like `?token=`, so it never appears in a URL or a log.
 */
export function createApifyFetcher(options: ApifyFetcherOptions): ListingFetcher {
  const limits = withDefaults(APIFY_LIMITS, options);
  const actor = encodeURIComponent(options.actor.replace("/", "~"));

  return {
    provider: "apify",
    async fetchListing(target: ListingFetchTarget) {
      const url = new URL(`/v2/acts/${actor}/run-sync-get-dataset-items`, options.baseUrl);
      url.searchParams.set("timeout", String(limits.runTimeoutSeconds));
      url.searchParams.set("format", "json");
      const response = await sendRequest(url, {
        method: "POST",
        headers: { authorization: `Bearer ${options.token}`, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ startUrls: [{ url: target.canonicalUrl }] }),
        connectTimeoutMs: limits.connectTimeoutMs,
        deadline: Date.now() + limits.totalTimeoutMs,
        totalTimeoutMs: limits.totalTimeoutMs,
        maxBytes: limits.maxBytes,
        readBody: () => true,
        peer: PEER,
      });
      if (response.status !== 200 && response.status !== 201) throw apifyFailure(response.status, response.body);
      let items: unknown;
      try {
        items = JSON.parse(response.body.toString("utf8"));
      } catch {
        throw new ListingFetchError("upstream_status", `${PEER} answered with something that is not JSON.`);
      }
      return { provider: "apify" as const, item: pickApifyItem(items, target.listingId) ?? null };
    },
  };
}
