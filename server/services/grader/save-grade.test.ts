import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { grades } from "../../db/schema/grades";
import { analyzeListing } from "./analyze-listing";
import { saveGrades, saveGradeWithOthers } from "./save-grade";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

const pasted = (title: string) =>
  analyzeListing({
    source: "text",
    text: `${title}\n\nA bright two-bedroom flat above the harbour, with a balcony for breakfast and a kitchen for long stays.`,
  });

describe("saveGrades", () => {
  it("keeps many analyses in one statement, each column as saveGrade would write it", async () => {
    const analyses = await Promise.all(["Loft one", "Loft two", "Loft three"].map(pasted));
    const ids = await saveGrades(
      database.db,
      analyses.map((analysis, index) => ({ analysis, owner: { userId: null, visitorId: `visitor-${index}`, homeId: null } })),
    );
    const rows = await database.db.select().from(grades).where(inArray(grades.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    ids.forEach((id, index) => {
      const analysis = analyses[index]!;
      expect(byId.get(id)).toMatchObject({
        visitorId: `visitor-${index}`,
        userId: null,
        homeId: null,
        source: "text",
        title: analysis.listing.title,
        overallScore: analysis.result.overallScore,
        qualityLevel: analysis.result.qualityLevel,
        result: analysis.result,
        listing: analysis.listing,
      });
      expect(byId.get(id)!.createdAt).toBeInstanceOf(Date);
    });
  });

  it("keeps none of them when one cannot be kept", async () => {
    const analysis = await pasted("Barn conversion");
    const saving = saveGrades(database.db, [
      { analysis, owner: { userId: null, visitorId: "visitor-x" } },
      { analysis, owner: { userId: "no-such-user", visitorId: "visitor-y" } },
    ]);
    await expect(saving).rejects.toThrow();
    expect(await database.db.select().from(grades).where(eq(grades.title, "Barn conversion"))).toEqual([]);
  });
});

describe("saveGradeWithOthers", () => {
  it("keeps each of the grades saved at one moment as its own row, in the order they were asked for", async () => {
    const titles = Array.from({ length: 12 }, (_, index) => `Harbour flat ${index + 1}`);
    const analyses = await Promise.all(titles.map(pasted));
    const ids = await Promise.all(analyses.map((analysis) => saveGradeWithOthers(database.db, analysis, { userId: null, visitorId: "visitor-batch" })));
    expect(new Set(ids).size).toBe(12);
    const rows = await database.db.select().from(grades).where(inArray(grades.id, ids));
    expect(rows).toHaveLength(12);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(ids.map((id) => byId.get(id)!.title)).toEqual(titles);
    const times = ids.map((id) => byId.get(id)!.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(byId.get(ids[0]!)!.result).toEqual(analyses[0]!.result);
  });

  it("refuses only the grade that cannot be kept, and keeps the others saved with it", async () => {
    const analysis = await pasted("Garden cottage");
    const results = await Promise.allSettled([
      saveGradeWithOthers(database.db, analysis, { userId: null, visitorId: "visitor-a" }),
      saveGradeWithOthers(database.db, analysis, { userId: "no-such-user", visitorId: "visitor-b" }),
      saveGradeWithOthers(database.db, analysis, { userId: null, visitorId: "visitor-c" }),
    ]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    const kept = await database.db.select().from(grades).where(eq(grades.title, "Garden cottage"));
    expect(kept.map((row) => row.visitorId).sort()).toEqual(["visitor-a", "visitor-c"]);
    // Each written again by its own statement, which takes the JSON made for the batch as text.
    for (const row of kept) expect(row).toMatchObject({ result: analysis.result, listing: analysis.listing });
  });
});

describe("the grades table", () => {
  it("compresses the grade's JSON with lz4 where the database has it, and with its default where not (PGlite)", async () => {
    const read = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [setting] = await read<{ values: string[] }>(sql`select enumvals as values from pg_settings where name = 'default_toast_compression'`);
    const columns = await read<{ name: string; method: string }>(
      sql`select attname as name, attcompression::text as method from pg_attribute where attrelid = 'grades'::regclass and attname in ('result', 'listing') order by attname`,
    );
    const expected = setting!.values.includes("lz4") ? "l" : "";
    expect(columns).toEqual([
      { name: "listing", method: expected },
      { name: "result", method: expected },
    ]);
  });
});
