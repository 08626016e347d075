import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketListings, markets } from "../../server/db/schema/markets";
import { createTestDatabase, type TestDatabase } from "../../test/support/test-database";
import { parseCsvRecords } from "../csv/parse-csv";
import { importMarket } from "./import-market";
import { CsvFileError } from "./stream-csv-records";

const FIXTURES = "fixtures/inside-airbnb";
const ALBANY = `${FIXTURES}/albany-ny_listings_2024-11-05.csv.gz`;
const ALBANY_REVIEWS = `${FIXTURES}/albany-ny_reviews_2024-11-05.csv.gz`;
const ANTWERP = `${FIXTURES}/antwerp_listings_2024-06-29_minus-heldout.csv.gz`;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-market-import-"));

/** The file's rows read by the other CSV reader of the repository (whole file in memory), to check the streaming import. */
function readWhole(file: string): Record<string, string>[] {
  return parseCsvRecords(gunzipSync(fs.readFileSync(file)).toString("utf8"));
}

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.dispose();
});

describe("importMarket (cli market import)", () => {
  it("loads Albany with its reviews and Antwerp: every home, its counts and its grade", async () => {
    const albany = await importMarket(t.db, { listingsFile: ALBANY, reviewsFile: ALBANY_REVIEWS, city: "Albany, NY" });
    const rows = readWhole(ALBANY);
    expect(albany).toMatchObject({ marketId: "albany-ny", listingCount: rows.length, badRowCount: 0, reviewCount: 25_313, replaced: false });
    expect(albany.dataDate).toBe(rows.map((r) => r.last_scraped!).sort().at(-1));
    const antwerp = await importMarket(t.db, { listingsFile: ANTWERP });
    expect(antwerp).toMatchObject({ marketId: "antwerp", city: "Antwerp", listingCount: 2_570, badRowCount: 0, dataDate: "2024-06-29" });

    const stored = await t.db.select().from(marketListings).where(eq(marketListings.marketId, "albany-ny")).orderBy(asc(marketListings.id));
    expect(stored).toHaveLength(421);
    const byId = new Map(rows.map((r) => [r.id!, r]));
    for (const home of stored) {
      const row = byId.get(home.id)!;
      expect([home.roomType, home.accommodates, home.reviewsLastYear, home.reviewCount, home.superhost]).toEqual([
        row.room_type,
        Number(row.accommodates),
        Number(row.number_of_reviews_ltm),
        Number(row.number_of_reviews),
        row.host_is_superhost === "t",
      ]);
      expect(home.amenities).toEqual(JSON.parse(row.amenities!));
      expect(home.grade.overall).toBeGreaterThanOrEqual(40);
    }
    // Guests' words: each home's themes, counted per review, never more than the home's reviews in the file.
    const reviewsPerHome = new Map<string, number>();
    for (const review of readWhole(ALBANY_REVIEWS)) reviewsPerHome.set(review.listing_id!, (reviewsPerHome.get(review.listing_id!) ?? 0) + 1);
    const reviewed = stored.filter((home) => (reviewsPerHome.get(home.id) ?? 0) > 0);
    expect(reviewed.filter((home) => home.reviewThemes!.length > 0).length).toBeGreaterThan(reviewed.length / 2);
    for (const home of stored) {
      for (const theme of home.reviewThemes!) expect(theme.praise + theme.complaints).toBeLessThanOrEqual(reviewsPerHome.get(home.id) ?? 0);
    }
    const [market] = await t.db.select().from(markets).where(eq(markets.id, "albany-ny"));
    expect(market).toMatchObject({ licence: expect.stringContaining("CC BY 4.0"), sourceFiles: [path.basename(ALBANY), path.basename(ALBANY_REVIEWS)] });
  }, 180_000);

  it("a re-import replaces that city's snapshot and leaves the others; a cut file's broken last row is a counted bad row", async () => {
    const text = gunzipSync(fs.readFileSync(ALBANY)).toString("utf8");
    const cut = path.join(scratch, "albany-ny_listings_cut.csv");
    fs.writeFileSync(cut, text.slice(0, 300_000));
    const report = await importMarket(t.db, { listingsFile: cut, city: "Albany, NY" });
    expect(report).toMatchObject({ replaced: true, badRowCount: 1, badRows: [{ file: "albany-ny_listings_cut.csv", reason: expect.stringMatching(/Quote Not Closed|Invalid Record Length/) }] });
    const count = async (id: string) => (await t.db.select({ id: marketListings.id }).from(marketListings).where(eq(marketListings.marketId, id))).length;
    expect(await count("albany-ny")).toBe(report.listingCount);
    expect(report.listingCount).toBeGreaterThan(50);
    expect(await count("antwerp")).toBe(2_570);
  }, 120_000);

  it("a truncated gzip or a file of the wrong kind is refused and loads nothing: the city's snapshot stays as it was", async () => {
    const truncated = path.join(scratch, "antwerp_listings_truncated.csv.gz");
    fs.writeFileSync(truncated, fs.readFileSync(ANTWERP).subarray(0, 600_000));
    await expect(importMarket(t.db, { listingsFile: truncated })).rejects.toThrow(/truncated or corrupt.*nothing was imported/);
    const wrong = path.join(scratch, "antwerp_listings_wrong.csv");
    fs.writeFileSync(wrong, "listing_id,date,available\n1,2024-07-01,t\n");
    await expect(importMarket(t.db, { listingsFile: wrong })).rejects.toBeInstanceOf(CsvFileError);
    const [antwerp] = await t.db.select().from(markets).where(eq(markets.id, "antwerp"));
    expect(antwerp).toMatchObject({ listingCount: 2_570, sourceFiles: [path.basename(ANTWERP)] });
    expect((await t.db.select({ id: marketListings.id }).from(marketListings).where(eq(marketListings.marketId, "antwerp"))).length).toBe(2_570);
  }, 120_000);

  it("a calendar gives each home its unavailable days; rows it cannot read are counted", async () => {
    const calendar = path.join(scratch, "albany-ny_calendar.csv");
    const [first, second] = readWhole(ALBANY).map((r) => r.id!);
    fs.writeFileSync(
      calendar,
      ["listing_id,date,available,price", `${first},2024-11-06,f,$90`, `${first},2024-11-07,f,$90`, `${first},2024-11-08,t,$90`, `${second},2024-11-06,t,$50`, `${second},2024-11-07,x,$50`].join("\n"),
    );
    const report = await importMarket(t.db, { listingsFile: ALBANY, calendarFile: calendar, city: "Albany, NY" });
    expect(report).toMatchObject({ calendarLoaded: true, badRowCount: 1, badRows: [{ line: 6, reason: expect.stringContaining("neither t nor f") }] });
    const homes = await t.db.select({ id: marketListings.id, bookedDays: marketListings.bookedDays }).from(marketListings).where(eq(marketListings.marketId, "albany-ny"));
    const booked = new Map(homes.map((h) => [h.id, h.bookedDays]));
    expect([booked.get(first!), booked.get(second!)]).toEqual([2, 0]);
    expect(homes.filter((h) => h.bookedDays === null)).toHaveLength(419);
  }, 120_000);
});
