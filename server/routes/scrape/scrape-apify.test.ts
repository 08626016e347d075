import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListingJson } from "../../../core/listing-import/parse-listing-json";
import { APIFY_EXPORT_FILE, startApifyStandIn, type ApifyStandIn } from "../../../test/support/apify-stand-in";
import { signUpVerified } from "../../../test/support/auth-session";
import { jsonRequest, useTestApp } from "../../../test/support/test-app";
import { setUserRole } from "../../services/account/set-user-role";
import { readAnswer, readError } from "../../../test/support/read-answer";
import { scrapeResponseSchema } from "../../../contracts/scrape";
import { apiErrorSchema } from "../../../contracts/errors";

const TOKEN = "apify_api_route_test_token";
const settings: Record<string, string> = { TRUST_PROXY: "true", APIFY_TOKEN: TOKEN };
let apify: ApifyStandIn;
beforeAll(async () => {
  apify = await startApifyStandIn(TOKEN);
  settings.APIFY_BASE_URL = apify.baseUrl;
});
afterAll(() => apify.close());
const t = useTestApp({ env: settings });

let adminCookie = "";
beforeAll(async () => {
  const admin = await signUpVerified(t);
  await setUserRole(t.database.db, admin.email, "admin");
  adminCookie = admin.cookie;
});

const scrape = (url: string) => t.app.request("/api/v1/scrape", jsonRequest({ url }, { cookie: adminCookie }));
const exported = JSON.parse(fs.readFileSync(APIFY_EXPORT_FILE, "utf8")) as { id: string }[];

describe("POST /api/v1/scrape with APIFY_TOKEN: the actor's export, read by the core parser", () => {
  it("answers the listing of the real export item, with the item as raw data", async () => {
    const item = exported.find((i) => i.id === "45679907")!;
    const res = await scrape("https://www.airbnb.es/rooms/45679907?locale=ro-RO&currency=RON");
    expect(res.status).toBe(200);
    const body = await readAnswer(res, scrapeResponseSchema);
    expect(body.data).toEqual(parseListingJson(item));
    expect(body.data).toMatchObject({ id: "45679907", title: "SmartRoom 2* - Cameră dublă cu baie privată" });
    expect(body.raw).toEqual(item);
    expect(body.meta).toMatchObject({ provider: "apify", cached: false, canonicalUrl: "https://www.airbnb.com/rooms/45679907" });
    expect(apify.calls.at(-1)!.input).toEqual({ startUrls: [{ url: "https://www.airbnb.com/rooms/45679907" }] });
  });

  it("reads every listing of the export the same way", async () => {
    for (const item of exported.slice(1, 6)) {
      const body = await readAnswer(await scrape(`https://www.airbnb.com/rooms/${item.id}`), scrapeResponseSchema);
      expect(body.data).toEqual(parseListingJson(item));
    }
  });

  it("answers the second request from the cache without running the actor again", async () => {
    const before = apify.calls.length;
    const body = await readAnswer(await scrape("https://www.airbnb.com/rooms/45679907"), scrapeResponseSchema);
    expect(body.meta).toMatchObject({ cached: true, provider: "apify" });
    expect(apify.calls.length).toBe(before);
  });

  it("answers 'No data extracted' when the actor returns nothing for the listing", async () => {
    const res = await scrape("https://www.airbnb.com/rooms/1234567");
    expect(res.status).toBe(502);
    expect(await readAnswer(res, apiErrorSchema)).toEqual({ error: { code: "upstream_failed", message: "No data extracted", details: { reason: "no_data" } } });
  });

  it("names the scraping service when its run fails", async () => {
    apify.failWith(500);
    try {
      const res = await scrape("https://www.airbnb.com/rooms/987654321");
      expect(res.status).toBe(502);
      expect((await readError(res)).message).toBe("The Apify scraper failed (HTTP 500).");
    } finally {
      apify.failWith(null);
    }
  });
});
