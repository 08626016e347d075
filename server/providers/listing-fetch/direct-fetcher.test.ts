import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalListingUrl } from "../../../core/listing-import/listing-url";
import { FIXTURE_PAGES, REDIRECT_TARGET_ID, STAND_IN_IDS, startMarketplaceStandIn, type MarketplaceStandIn } from "../../../test/support/marketplace-stand-in";
import { createDirectFetcher } from "./direct-fetcher";
import { createGuardedLookup } from "./guarded-lookup";
import { checkMarketplaceUrl } from "./marketplace-url";
import { ListingFetchError, type ListingFetcher } from "./types";

let standIn: MarketplaceStandIn;
let fetcher: ListingFetcher;
beforeAll(async () => {
  standIn = await startMarketplaceStandIn({ slowMs: 1_500 });
  fetcher = createDirectFetcher({ originOverride: standIn.origin, totalTimeoutMs: 2_000 });
});
afterAll(() => standIn.close());

const target = (listingId: string) => ({ listingId, canonicalUrl: canonicalListingUrl(listingId) });

async function failureOf(promise: Promise<unknown>): Promise<ListingFetchError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ListingFetchError);
  return error as ListingFetchError;
}

describe("direct fetch against the marketplace stand-in", () => {
  it("brings back a listing page byte for byte, gzip-decoded", async () => {
    const fetched = await fetcher.fetchListing(target("1035103363769989256"));
    expect(fetched).toMatchObject({ provider: "direct", finalUrl: "https://www.airbnb.com/rooms/1035103363769989256" });
    expect(fetched.provider === "direct" && fetched.html).toBe(fs.readFileSync(FIXTURE_PAGES["1035103363769989256"]!, "utf8"));
  });

  it("follows a redirect to another Airbnb domain and reports where it ended", async () => {
    const fetched = await fetcher.fetchListing(target(STAND_IN_IDS.redirectInside));
    expect(fetched).toMatchObject({ finalUrl: `https://www.airbnb.co.uk/rooms/${REDIRECT_TARGET_ID}?source_impression_id=stand-in` });
  });

  it("refuses a redirect to a host outside the marketplace", async () => {
    const error = await failureOf(fetcher.fetchListing(target(STAND_IN_IDS.redirectOutside)));
    expect(error.reason).toBe("refused_target");
    expect(error.message).toBe("Only Airbnb pages are fetched; evil.example.com is not one.");
  });

  it("refuses a redirect to the cloud metadata address", async () => {
    const error = await failureOf(fetcher.fetchListing(target(STAND_IN_IDS.redirectToMetadata)));
    expect(error.reason).toBe("refused_target");
    expect(error.message).toBe("Only Airbnb pages are fetched; an address outside Airbnb is not one.");
  });

  it("stops after 5 redirects", async () => {
    const before = standIn.hits(`/rooms/${STAND_IN_IDS.redirectLoop}`);
    const error = await failureOf(fetcher.fetchListing(target(STAND_IN_IDS.redirectLoop)));
    expect(error.reason).toBe("too_many_redirects");
    expect(standIn.hits(`/rooms/${STAND_IN_IDS.redirectLoop}`) - before).toBe(6);
  });

  it("stops reading a body past 5 MB", async () => {
    const error = await failureOf(fetcher.fetchListing(target(STAND_IN_IDS.tooLarge)));
    expect(error.reason).toBe("too_large");
    expect(error.message).toBe("Airbnb sent more than 5 MB; the answer was not read.");
  });

  it("gives up on a slow answer at the deadline", async () => {
    const quick = createDirectFetcher({ originOverride: standIn.origin, totalTimeoutMs: 300 });
    const started = performance.now();
    const error = await failureOf(quick.fetchListing(target(STAND_IN_IDS.slow)));
    expect(error.reason).toBe("timeout");
    expect(error.message).toBe("Network timeout: Airbnb did not answer within 0.3 seconds. Please try again later.");
    expect(performance.now() - started).toBeLessThan(1_400); // well before the answer at 1.5 s
  });

  it("refuses an answer that is not HTML", async () => {
    const error = await failureOf(fetcher.fetchListing(target(STAND_IN_IDS.notHtml)));
    expect(error.reason).toBe("not_html");
    expect(error.message).toBe("Airbnb answered with application/json, not a web page.");
  });

  it("reports a missing listing (404) and a failing marketplace (503) in words", async () => {
    expect((await failureOf(fetcher.fetchListing(target(STAND_IN_IDS.gone)))).reason).toBe("not_found");
    const error = await failureOf(fetcher.fetchListing(target(STAND_IN_IDS.serverError)));
    expect(error.message).toBe("Airbnb answered HTTP 503 instead of the listing page.");
  });

  it("reports a refused connection as a network error", async () => {
    const closed = createDirectFetcher({ originOverride: "http://127.0.0.1:9" });
    const error = await failureOf(closed.fetchListing(target("1944564")));
    expect(error.reason).toBe("network");
    expect(error.message).toBe("Network error: could not reach Airbnb (ECONNREFUSED). Please try again later.");
  });
});

describe("refused targets", () => {
  it.each([
    ["https://evil.example.com/rooms/1", "another host"],
    ["https://airbnb.com.evil.example/rooms/1", "a lookalike host"],
    ["http://127.0.0.1/rooms/1", "IPv4 loopback"],
    ["http://[::1]/rooms/1", "IPv6 loopback"],
    ["http://169.254.169.254/latest/meta-data/", "cloud metadata"],
    ["http://2130706433/rooms/1", "loopback written as one number"],
    ["file:///etc/passwd", "a file: URL"],
    ["javascript:alert(1)", "a javascript: URL"],
    ["https://www.airbnb.com:8443/rooms/1", "a marketplace host on another port"],
    ["https://user:pw@www.airbnb.com/rooms/1", "a URL with credentials"],
  ])("never fetches %s (%s)", (url) => {
    expect(() => checkMarketplaceUrl(url)).toThrow(ListingFetchError);
  });

  it("does not connect when an Airbnb host name resolves to a private address", async () => {
    const resolvesToLoopback = createGuardedLookup(async () => [{ address: "127.0.0.1", family: 4 }]);
    const guarded = createDirectFetcher({ lookup: resolvesToLoopback });
    const error = await failureOf(guarded.fetchListing(target("1944564")));
    expect(error.reason).toBe("refused_address");
    expect(error.message).toBe("www.airbnb.com resolves to a non-public address; the page was not fetched.");
  });
});
