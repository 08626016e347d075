import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { createSampleListing, SAMPLE_TEXT } from "../../test/support/grader-requests";
import { runGrade, type CommandIo } from "./grade";

function memoryIo(inputs: Record<string, string | Buffer> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CommandIo = {
    readInput: async (file) => (file in inputs ? Buffer.from(inputs[file]!) : fs.readFileSync(file)),
    write: async (text) => void out.push(text),
    writeError: (text) => void err.push(text),
  };
  return { io, json: () => JSON.parse(out.join("")), err };
}

const INSIDE_AIRBNB = [
  ["fixtures/inside-airbnb/albany-ny_listings_2024-11-05.csv.gz", 421],
  ["fixtures/inside-airbnb/antwerp_listings_2024-06-29_minus-heldout.csv.gz", 2570],
] as const;

describe("cli grade", () => {
  it.each(INSIDE_AIRBNB)("prints a full result for every row of %s", async (file, rows) => {
    const run = memoryIo();
    expect(await runGrade([file], run.io)).toBe(0);
    const results = run.json();
    expect(results).toHaveLength(rows);
    for (const result of results) {
      expect(result.overallScore).toBeGreaterThanOrEqual(40);
      expect(["Low", "Medium", "High"]).toContain(result.qualityLevel);
      expect(Object.keys(result.breakdown)).toEqual(["title", "description", "amenities", "seo", "host", "externalBonus"]);
    }
  }, 120_000);

  it("prints one line's worth per row with --summary, in file order", async () => {
    const run = memoryIo();
    await runGrade([INSIDE_AIRBNB[0][0], "--summary"], run.io);
    expect(run.json()[0]).toEqual({ id: "2992450", title: "Luxury 2 bedroom apartment", overallScore: 67, qualityLevel: "Medium", label: "Good" });
  }, 60_000);

  it("grades one normalised listing as one result: the GRADER.md worked example", async () => {
    const run = memoryIo({ "listing.json": JSON.stringify(createSampleListing()) });
    expect(await runGrade(["listing.json"], run.io)).toBe(0);
    expect(run.json()).toMatchObject({ overallScore: 79, qualityLevel: "High" });
  });

  it("grades a normalised listing with fields missing as that listing: the Superhost badge counts", async () => {
    const { price: _price, locationSubtitle: _subtitle, reviewsData: _reviews, qualityScore: _quality, ...partial } = createSampleListing();
    const superhost = memoryIo({ "-": JSON.stringify(partial) });
    const plain = memoryIo({ "-": JSON.stringify({ ...partial, hostData: { name: "Ana", isSuperHost: false } }) });
    expect(await runGrade(["-"], superhost.io)).toBe(0);
    expect(await runGrade(["-"], plain.io)).toBe(0);
    expect(superhost.json().breakdown.host.strengths).toContain("Superhost: guests trust the badge");
    expect(superhost.json().breakdown.host.score).toBeGreaterThan(plain.json().breakdown.host.score);
    // Graded exactly as the whole listing (the missing fields empty) is.
    const whole = memoryIo({ "-": JSON.stringify(createSampleListing()) });
    await runGrade(["-"], whole.io);
    expect(superhost.json()).toEqual(whole.json());
  });

  it("names the field of a normalised listing that has the wrong type", async () => {
    const run = memoryIo({ "-": JSON.stringify({ ...createSampleListing(), hostData: { isSuperHost: "yes" } }) });
    expect(await runGrade(["-"], run.io)).toBe(1);
    expect(run.json().error).toMatch(/^A listing in the normalised shape with fields of the wrong type: hostData\.isSuperHost: /);
  });

  it("grades an array in the same order, an unreadable item as an error in its place", async () => {
    const weak = createSampleListing({ title: "Apt", description: "Nice place.", amenities: [], rating: null });
    const run = memoryIo({ "-": JSON.stringify([createSampleListing(), { nothing: true }, weak, createSampleListing({ _source: "mock" })]) });
    expect(await runGrade(["-"], run.io)).toBe(0);
    const [first, second, third, fourth] = run.json();
    expect(first.overallScore).toBe(79);
    expect(second.error).toEqual(expect.any(String));
    expect(third).toMatchObject({ overallScore: 40, qualityLevel: "Low" });
    expect(fourth).toEqual({ error: "Unable to analyze listing - mock data detected" });
  });

  it("reads the scraper's shapes: an Apify export of 199 listings gives 199 results", async () => {
    const run = memoryIo();
    await runGrade(["fixtures/scraper-json/apify_tri_angle-airbnb-scraper_barcelona_2025-08-26_199-listings.json"], run.io);
    const results = run.json();
    expect(results).toHaveLength(199);
    expect(results.every((r: { overallScore?: number }) => typeof r.overallScore === "number")).toBe(true);
  }, 60_000);

  it("grades pasted text with --text, and refuses short text with the spec's message", async () => {
    const run = memoryIo({ "a.txt": SAMPLE_TEXT, "b.txt": "too short", "c.json": JSON.stringify([SAMPLE_TEXT, " "]) });
    expect(await runGrade(["a.txt", "--text"], run.io)).toBe(0);
    expect(run.json().breakdown.amenities.score).toEqual(expect.any(Number));
    const short = memoryIo({ "b.txt": "too short" });
    expect(await runGrade(["b.txt", "--text"], short.io)).toBe(1);
    expect(short.json()).toEqual({ error: "Please enter at least 50 characters for accurate analysis." });
    const many = memoryIo({ "c.json": JSON.stringify([SAMPLE_TEXT, " "]) });
    await runGrade(["c.json", "--text"], many.io);
    expect(many.json()[1]).toEqual({ error: "Please paste a listing description to analyze." });
  });

  it("answers 2 with the usage for a missing file argument or an unknown option, 1 for bad JSON", async () => {
    const run = memoryIo({ "bad.json": "{" });
    expect(await runGrade([], run.io)).toBe(2);
    expect(await runGrade(["x.json", "--fast"], run.io)).toBe(2);
    expect(run.err.join("")).toMatch(/Usage: npm run cli -- grade <file\|->/);
    expect(await runGrade(["bad.json"], run.io)).toBe(1);
    expect(run.err.join("")).toMatch(/Cannot grade bad.json/);
  });
});
