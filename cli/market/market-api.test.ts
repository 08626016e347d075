import fs from "node:fs";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { gradeListing } from "../../core/grader/grade-listing";
import { eq } from "drizzle-orm";
import { user } from "../../server/db/schema/auth";
import { grades } from "../../server/db/schema/grades";
import { signUpVerified, type TestUser } from "../../test/support/auth-session";
import { useTestApp } from "../../test/support/test-app";
import { parseCsvRecords } from "../csv/parse-csv";
import { readInsideAirbnbListing } from "../inside-airbnb/read-inside-airbnb-listing";
import { importMarket } from "./import-market";

// The API over a market loaded as `market import` loads it (this file sits in cli/ because the server may not import
// the CLI's importer).
const ANTWERP = "fixtures/inside-airbnb/antwerp_listings_2024-06-29_minus-heldout.csv.gz";
const t = useTestApp();
const rows = parseCsvRecords(gunzipSync(fs.readFileSync(ANTWERP)).toString("utf8"));
const subjectRow = rows.find((r) => r.room_type === "Entire home/apt" && r.bedrooms === "2" && r.accommodates === "4" && JSON.parse(r.amenities!).length < 15)!;
let host: TestUser;

beforeAll(async () => {
  await importMarket(t.database.db, { listingsFile: ANTWERP });
  host = await signUpVerified(t);
}, 120_000);

describe("GET /api/v1/markets…", () => {
  it("lists the loaded markets with their date and licence, for anyone", async () => {
    const res = await t.app.request("/api/v1/markets");
    expect(res.status).toBe(200);
    expect((await res.json()).markets).toEqual([
      expect.objectContaining({ id: "antwerp", city: "Antwerp", dataDate: "2024-06-29", listingCount: 2_570, licence: expect.stringContaining("CC BY 4.0") }),
    ]);
  });

  it("publishes the evidence: each grader part and common amenity with its correlation and homes; 404 for an unknown market", async () => {
    const res = await t.app.request("/api/v1/markets/antwerp/evidence");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.market.id).toBe("antwerp");
    expect(body.controls).toHaveLength(3);
    expect(body.parts.map((p: { feature: string }) => p.feature)).toEqual(["overall", "title", "description", "amenities", "seo", "host"]);
    expect(body.parts[0].homes).toBeGreaterThan(1000);
    expect(body.amenities.length).toBeGreaterThan(10);
    const missing = await t.app.request("/api/v1/markets/lisbon/evidence");
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toContain("market import");
    expect((await t.app.request("/api/v1/markets/NOT%20ok/evidence")).status).toBe(400);
  });

  it("compares a home of the data with its neighbours, each amenity gap naming its evidence", async () => {
    const res = await t.app.request(`/api/v1/markets/antwerp/homes/${subjectRow.id}/comparison`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.comparable).toHaveLength(50);
    expect(body.comparable.filter((c: { topDemand: boolean }) => c.topDemand)).toHaveLength(25);
    expect(body.amenityGaps.length).toBeGreaterThan(0);
    expect(body.amenityGaps[0].evidence).toMatch(/Antwerp data of 2024-06-29, CC BY 4\.0/);
    expect((await t.app.request("/api/v1/markets/antwerp/homes/1/comparison")).status).toBe(404);
  });

  it("compares a user's analysis of a listing that is in the data; 401 for a visitor; none, with the reason, for a listing in no market", async () => {
    const listing = readInsideAirbnbListing(subjectRow);
    const result = gradeListing(listing);
    const [owner] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, host.email));
    const base = { userId: owner!.id, source: "url" as const, title: listing.title, overallScore: result.overallScore, qualityLevel: result.qualityLevel, result, listing };
    await t.database.db.insert(grades).values([
      { ...base, id: "g-antwerp", marketplaceListingId: subjectRow.id },
      { ...base, id: "g-elsewhere", marketplaceListingId: "999" },
    ]);
    const res = await t.app.request("/api/v1/grader/history/g-antwerp/market", { headers: { cookie: host.cookie } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ reason: null, comparison: { homeId: subjectRow.id, market: { id: "antwerp" }, grade: { home: result.overallScore } } });
    const direct = await (await t.app.request(`/api/v1/markets/antwerp/homes/${subjectRow.id}/comparison`)).json();
    expect(body.comparison.comparable.map((c: { id: string }) => c.id)).toEqual(direct.comparable.map((c: { id: string }) => c.id));
    expect((await t.app.request("/api/v1/grader/history/g-antwerp/market")).status).toBe(401);
    const elsewhere = await t.app.request("/api/v1/grader/history/g-elsewhere/market", { headers: { cookie: host.cookie } });
    expect(await elsewhere.json()).toEqual({ comparison: null, reason: expect.stringContaining("not in the data of any loaded market") });
    expect((await t.app.request("/api/v1/grader/history/nobody/market", { headers: { cookie: host.cookie } })).status).toBe(404);
  });
});
