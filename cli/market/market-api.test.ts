import fs from "node:fs";
import { gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../contracts/errors";
import { homeDetailSchema } from "../../contracts/homes";
import { listingDetailSchema } from "../../contracts/listings";
import { gradeMarketSchema, marketComparisonSchema, marketEvidenceSchema, marketListSchema } from "../../contracts/markets";
import { gradeListing } from "../../core/grader/grade-listing";
import { eq } from "drizzle-orm";
import { user } from "../../server/db/schema/auth";
import { grades } from "../../server/db/schema/grades";
import { signUpVerified, type TestUser } from "../../test/support/auth-session";
import { generate, hostWithCredits } from "../../test/support/listing-requests";
import { readAnswer } from "../../test/support/read-answer";
import { jsonRequest } from "../../test/support/test-app";
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
    expect((await readAnswer(res, marketListSchema)).markets).toEqual([
      expect.objectContaining({ id: "antwerp", city: "Antwerp", dataDate: "2024-06-29", listingCount: 2_570, licence: expect.stringContaining("CC BY 4.0") }),
    ]);
  });

  it("publishes the evidence: each grader part and common amenity with its correlation and homes; 404 for an unknown market", async () => {
    const res = await t.app.request("/api/v1/markets/antwerp/evidence");
    expect(res.status).toBe(200);
    const body = await readAnswer(res, marketEvidenceSchema);
    expect(body.market.id).toBe("antwerp");
    expect(body.controls).toHaveLength(3);
    expect(body.parts.map((p) => p.feature)).toEqual(["overall", "title", "description", "amenities", "seo", "host"]);
    expect(body.parts[0]!.homes).toBeGreaterThan(1000);
    expect(body.amenities.length).toBeGreaterThan(10);
    const missing = await t.app.request("/api/v1/markets/lisbon/evidence");
    expect(missing.status).toBe(404);
    expect((await readAnswer(missing, apiErrorSchema)).error.message).toContain("market import");
    expect((await t.app.request("/api/v1/markets/NOT%20ok/evidence")).status).toBe(400);
  });

  it("compares a home of the data with its neighbours, each amenity gap naming its evidence", async () => {
    const res = await t.app.request(`/api/v1/markets/antwerp/homes/${subjectRow.id}/comparison`);
    expect(res.status).toBe(200);
    const body = await readAnswer(res, marketComparisonSchema);
    expect(body.comparable).toHaveLength(50);
    expect(body.comparable.filter((c) => c.topDemand)).toHaveLength(25);
    expect(body.amenityGaps.length).toBeGreaterThan(0);
    expect(body.amenityGaps[0]!.evidence).toMatch(/Antwerp data of 2024-06-29, CC BY 4\.0/);
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
    const body = await readAnswer(res, gradeMarketSchema);
    expect(body).toMatchObject({ reason: null, comparison: { homeId: subjectRow.id, market: { id: "antwerp" }, grade: { home: result.overallScore } } });
    const direct = await readAnswer(await t.app.request(`/api/v1/markets/antwerp/homes/${subjectRow.id}/comparison`), marketComparisonSchema);
    expect(body.comparison!.comparable.map((c) => c.id)).toEqual(direct.comparable.map((c) => c.id));
    expect((await t.app.request("/api/v1/grader/history/g-antwerp/market")).status).toBe(401);
    const elsewhere = await t.app.request("/api/v1/grader/history/g-elsewhere/market", { headers: { cookie: host.cookie } });
    expect(await readAnswer(elsewhere, gradeMarketSchema)).toEqual({ comparison: null, reason: expect.stringContaining("not in the data of any loaded market") });
    expect((await t.app.request("/api/v1/grader/history/nobody/market", { headers: { cookie: host.cookie } })).status).toBe(404);
  });
});

describe("GET /api/v1/homes/{id}/market", () => {
  // A host's home at the fixture home's map point, with its facts: placed in Antwerp by the point, not by a name.
  const amenities = JSON.parse(subjectRow.amenities!) as string[];
  const facts = {
    propertyType: "Entire rental unit",
    roomType: "entire_home",
    location: { city: "Antwerpen", country: "België", lat: Number(subjectRow.latitude), lng: Number(subjectRow.longitude) },
    bedrooms: 2,
    beds: 2,
    bathrooms: 1,
    accommodates: 4,
    amenities,
  };
  const get = (cookie: string, id: string) => t.app.request(`/api/v1/homes/${id}/market`, { headers: { cookie } });
  const createHome = async (cookie: string, name: string, homeFacts: unknown) =>
    readAnswer(await t.app.request("/api/v1/homes", { ...jsonRequest({ name, facts: homeFacts }), headers: { "content-type": "application/json", cookie } }), homeDetailSchema);

  it("measures a home's facts and newest listing against the comparable homes around its map point", async () => {
    const owner = await hostWithCredits(t, 1);
    const home = await createHome(owner.cookie, "Zuid flat", facts);
    const before = await readAnswer(await get(owner.cookie, home.id), gradeMarketSchema);
    expect(before).toEqual({ comparison: null, reason: expect.stringContaining("Write a listing for this home first") });

    const written = await readAnswer(await generate(t, owner.cookie, { facts, homeId: home.id }), listingDetailSchema);
    const res = await get(owner.cookie, home.id);
    expect(res.status).toBe(200);
    const { comparison, reason } = await readAnswer(res, gradeMarketSchema);
    expect(reason).toBeNull();
    expect(comparison).toMatchObject({ homeId: null, market: { id: "antwerp" }, titleLength: { home: written.title.length }, price: { home: null }, rating: { home: null } });
    // The same neighbours as the fixture home's own comparison, with the fixture home itself (the same point) among them.
    const direct = await readAnswer(await t.app.request(`/api/v1/markets/antwerp/homes/${subjectRow.id}/comparison`), marketComparisonSchema);
    const ids = comparison!.comparable.map((c) => c.id);
    expect(ids).toHaveLength(50);
    expect(ids).toContain(subjectRow.id);
    const directIds = new Set(direct.comparable.map((c) => c.id));
    expect(ids.filter((id) => directIds.has(id))).toHaveLength(49);
    // Each gap is an amenity the home's facts do not list, shared by most of the most-booked.
    expect(comparison!.amenityGaps.length).toBeGreaterThan(0);
    for (const gap of comparison!.amenityGaps) {
      expect(amenities.map((a) => a.toLowerCase())).not.toContain(gap.amenity.toLowerCase());
      expect(gap.topDemandHomes * 2).toBeGreaterThanOrEqual(gap.ofTopDemand);
    }
  });

  it("says why when the home cannot be compared, and answers 404 for another host's home or a visitor's 401", async () => {
    const owner = await hostWithCredits(t, 0);
    const { lat: _lat, lng: _lng, ...unplaced } = facts.location;
    const noPoint = await createHome(owner.cookie, "No point", { ...facts, location: unplaced });
    expect(await readAnswer(await get(owner.cookie, noPoint.id), gradeMarketSchema)).toEqual({ comparison: null, reason: expect.stringContaining("no map point") });
    const lisbon = await createHome(owner.cookie, "Alfama", { ...facts, location: { city: "Lisbon", country: "Portugal", lat: 38.7115, lng: -9.1305 } });
    expect(await readAnswer(await get(owner.cookie, lisbon.id), gradeMarketSchema)).toEqual({ comparison: null, reason: "No loaded market's data covers this home's area." });
    const stranger = await signUpVerified(t);
    expect((await get(stranger.cookie, lisbon.id)).status).toBe(404);
    expect((await t.app.request(`/api/v1/homes/${lisbon.id}/market`)).status).toBe(401);
  });
});
