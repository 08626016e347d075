import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpVerified } from "../../../test/support/auth-session";
import { postAnalyze, uniqueIp } from "../../../test/support/grader-requests";
import { STAND_IN_IDS, startMarketplaceStandIn, type MarketplaceStandIn } from "../../../test/support/marketplace-stand-in";
import { useTestApp } from "../../../test/support/test-app";
import { readAnswer, readError } from "../../../test/support/read-answer";
import { analyzeListingResponseSchema, fullAnalysisSchema, gradeHistorySchema, graderUsageSchema } from "../../../contracts/grader";

// The marketplace stand-in starts first; its origin goes into the settings before useTestApp builds the app.
const ADMIN = "url-admin@example.com";
const settings: Record<string, string> = { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN, GRADER_IP_LIMIT: "1000" };
let standIn: MarketplaceStandIn;
beforeAll(async () => {
  standIn = await startMarketplaceStandIn({ slowMs: 50 });
  settings.MARKETPLACE_ORIGIN = standIn.origin;
});
afterAll(() => standIn.close());
const t = useTestApp({ env: settings });

const roomsUrl = (id: string) => `https://www.airbnb.com/rooms/${id}`;

describe("POST /api/v1/grader/analyze {url}: the marketplace page through the listing import", () => {
  it("grades a saved listing page: the summary for a visitor", async () => {
    const res = await postAnalyze(t, { url: roomsUrl("1944564") });
    const body = await readAnswer(res, analyzeListingResponseSchema);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ visibility: "summary", message: "URL Analyzed Successfully", source: "url", fullResultWhenSignedIn: true });
    expect(body.overallScore).toBeGreaterThanOrEqual(40);
  });

  it("grades it in full for an admin, keeps it in history with the listing id, and reads it once (cache)", async () => {
    const admin = await signUpVerified(t, { email: ADMIN });
    const before = standIn.hits("/rooms/28668414");
    const first = await readAnswer(await postAnalyze(t, { url: roomsUrl("28668414") }, { cookie: admin.cookie }), fullAnalysisSchema);
    const second = await readAnswer(await postAnalyze(t, { url: `https://www.airbnb.ca/rooms/28668414?locale=en` }, { cookie: admin.cookie }), fullAnalysisSchema);
    expect(first.visibility).toBe("full");
    expect(first.listing.url).toBe("https://www.airbnb.com/rooms/28668414");
    expect(first.result.breakdown.amenities.score).toBeGreaterThan(0);
    expect(second.overallScore).toBe(first.overallScore);
    expect(second.notes.join(" ")).toMatch(/cache/);
    expect(standIn.hits("/rooms/28668414") - before).toBe(1);
    const history = await readAnswer(await t.app.request("/api/v1/grader/history", { headers: { cookie: admin.cookie } }), gradeHistorySchema);
    expect(history.items[0]).toMatchObject({ marketplaceListingId: "28668414", source: "url" });
    expect(history.items[0]!.scoreHistory).toHaveLength(2);
  });

  it.each([
    // The web app titles these "Scraper Error", "Service Unavailable", "API Response Error" and "Error" (spec §8).
    [STAND_IN_IDS.noListing, "No data extracted"],
    [STAND_IN_IDS.notHtml, "Airbnb answered with application/json, not a web page."],
    [STAND_IN_IDS.redirectOutside, "Only Airbnb pages are fetched; evil.example.com is not one."],
  ])("answers 502 with the import's message for listing %s, and counts the attempt (spec §4)", async (id, message) => {
    const ip = uniqueIp();
    const res = await postAnalyze(t, { url: roomsUrl(id) }, { ip });
    expect(res.status).toBe(502);
    expect((await readError(res)).message).toBe(message);
    const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
    const usage = await readAnswer(await t.app.request("/api/v1/grader/usage", { headers: { cookie, "x-forwarded-for": ip } }), graderUsageSchema);
    expect(usage).toMatchObject({ used: 1, remaining: 2 });
  });

  it("answers 404 for a listing Airbnb does not have, and counts it: the URL is the visitor's", async () => {
    const ip = uniqueIp();
    const res = await postAnalyze(t, { url: roomsUrl(STAND_IN_IDS.gone) }, { ip });
    expect(res.status).toBe(404);
    const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
    const usage = await readAnswer(await t.app.request("/api/v1/grader/usage", { headers: { cookie, "x-forwarded-for": ip } }), graderUsageSchema);
    expect(usage).toMatchObject({ used: 1, remaining: 2 });
  });

  it("answers 502 when Airbnb answers 503, says we could not reach it, and does not count the analysis", async () => {
    const ip = uniqueIp();
    const res = await postAnalyze(t, { url: roomsUrl(STAND_IN_IDS.serverError) }, { ip });
    expect(res.status).toBe(502);
    expect((await readError(res))).toEqual({
      code: "upstream_failed",
      message: "We couldn't reach Airbnb just now, so this analysis was not counted. Try again in a few minutes.",
      details: { reason: "upstream_status", counted: false },
    });
    const cookie = res.headers.getSetCookie()[0]!.split(";")[0]!;
    const usage = await readAnswer(await t.app.request("/api/v1/grader/usage", { headers: { cookie, "x-forwarded-for": ip } }), graderUsageSchema);
    expect(usage).toMatchObject({ used: 0, remaining: 3 });
  });
});
