import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAND_IN_IDS, startMarketplaceStandIn, type MarketplaceStandIn } from "../../../test/support/marketplace-stand-in";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { AppError } from "../../errors";
import { createLogger } from "../../logger";
import { createDirectFetcher } from "../../providers/listing-fetch/direct-fetcher";
import { createListingImporter } from "./create-listing-importer";
import { LISTING_CACHE_TTL_MS } from "./listing-cache";

let standIn: MarketplaceStandIn;
let database: TestDatabase;
beforeAll(async () => {
  [standIn, database] = await Promise.all([startMarketplaceStandIn({ slowMs: 1_000 }), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([standIn?.close(), database?.dispose()]);
});

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
function importer(options: { totalTimeoutMs?: number; now?: () => Date } = {}) {
  const fetcher = createDirectFetcher({ originOverride: standIn.origin, totalTimeoutMs: options.totalTimeoutMs });
  return createListingImporter({ db: database.db, fetcher, logger, now: options.now });
}

describe("createListingImporter", () => {
  it("answers a slow marketplace with a timeout message once the (injected) deadline passes", async () => {
    const error = await importer({ totalTimeoutMs: 300 }).importFromUrl(`https://www.airbnb.com/rooms/${STAND_IN_IDS.slow}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "upstream_failed", details: { reason: "timeout" } });
    expect((error as AppError).message).toBe("Network timeout: Airbnb did not answer within 0.3 seconds. Please try again later.");
  });

  it("fetches again once the cached scrape is older than 24 hours", async () => {
    let clock = new Date("2026-03-01T10:00:00Z");
    const listing = importer({ now: () => clock });
    const first = await listing.importFromUrl("https://www.airbnb.com/rooms/41545776");
    clock = new Date(clock.getTime() + LISTING_CACHE_TTL_MS - 1_000);
    expect((await listing.importFromUrl("https://www.airbnb.com/rooms/41545776")).cached).toBe(true);
    clock = new Date(clock.getTime() + 2_000);
    const third = await listing.importFromUrl("https://www.airbnb.com/rooms/41545776");
    expect(third).toMatchObject({ cached: false, fetchedAt: clock.toISOString() });
    expect(third.listing).toEqual(first.listing);
    expect(standIn.hits("/rooms/41545776")).toBe(2);
  });

  it("shares one fetch between simultaneous imports of the same listing", async () => {
    const listing = importer();
    const results = await Promise.all([1, 2, 3].map(() => listing.importFromUrl("https://www.airbnb.com/rooms/724897778179485553")));
    expect(results.map((r) => r.listing.title)).toEqual(Array(3).fill("1 bedroom suite hosting up to 3 near Castro"));
    expect(standIn.hits("/rooms/724897778179485553")).toBe(1);
  });

  it("measures fetch and parse of the largest saved page", async () => {
    const result = await importer().importFromUrl("https://www.airbnb.com/rooms/1035103363769989256");
    expect(result).toMatchObject({ cached: false, provider: "direct", listingId: "1035103363769989256" });
    expect(result.durationMs).toBeGreaterThan(0);
    expect(result.durationMs).toBeLessThan(5_000);
  });
});
