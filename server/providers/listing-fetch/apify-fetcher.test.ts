import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canonicalListingUrl } from "../../../core/listing-import/listing-url";
import { APIFY_EXPORT_FILE, startApifyStandIn, type ApifyStandIn } from "../../../test/support/apify-stand-in";
import { createApifyFetcher, pickApifyItem } from "./apify-fetcher";
import { ListingFetchError } from "./types";

const TOKEN = "apify_api_test_token_0123456789";
const LISTING_ID = "45679907";
let apify: ApifyStandIn;
beforeAll(async () => {
  apify = await startApifyStandIn(TOKEN);
});
afterAll(() => apify.close());

const target = (listingId: string) => ({ listingId, canonicalUrl: canonicalListingUrl(listingId) });
const fetcherWith = (token = TOKEN) => createApifyFetcher({ token, baseUrl: apify.baseUrl, actor: "tri_angle/airbnb-scraper" });

describe("the Apify provider against a stand-in of the actor API", () => {
  it("runs the actor for the one listing URL and returns the export item about it", async () => {
    const fetched = await fetcherWith().fetchListing(target(LISTING_ID));
    const exported = (JSON.parse(fs.readFileSync(APIFY_EXPORT_FILE, "utf8")) as { id: string }[]).find((i) => i.id === LISTING_ID);
    expect(fetched).toEqual({ provider: "apify", item: exported });
    const call = apify.calls.at(-1)!;
    expect(call.path).toBe("/v2/acts/tri_angle~airbnb-scraper/run-sync-get-dataset-items");
    expect(call.input).toEqual({ startUrls: [{ url: `https://www.airbnb.com/rooms/${LISTING_ID}` }] });
    expect(call.authorization).toBe(`Bearer ${TOKEN}`);
    expect(call.query).toEqual({ timeout: "120", format: "json" });
  });

  it("returns no item when the actor found nothing for the listing", async () => {
    expect(await fetcherWith().fetchListing(target("1234567"))).toEqual({ provider: "apify", item: null });
  });

  it("names a refused token without showing it", async () => {
    const error = await fetcherWith("wrong-token").fetchListing(target(LISTING_ID)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ListingFetchError);
    expect((error as Error).message).toBe("The Apify scraper failed (HTTP 401). Check APIFY_TOKEN.");
  });

  it("reports a run that timed out (408) as a timeout", async () => {
    apify.failWith(408);
    try {
      const error = (await fetcherWith().fetchListing(target(LISTING_ID)).catch((e: unknown) => e)) as ListingFetchError;
      expect(error.reason).toBe("timeout");
      expect(error.message).toBe("The Apify scraper did not finish in time (HTTP 408). Please try again later.");
    } finally {
      apify.failWith(null);
    }
  });

  it("picks the item by id or by URL among the actor's items", () => {
    const items = [{ id: "1", url: "https://www.airbnb.com/rooms/1" }, { id: 2 }, { url: "https://www.airbnb.es/rooms/3?locale=es" }];
    expect(pickApifyItem(items, "2")).toEqual({ id: 2 });
    expect(pickApifyItem(items, "3")).toEqual(items[2]);
    expect(pickApifyItem(items, "4")).toBeUndefined();
  });
});
