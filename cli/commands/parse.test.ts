import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { listingSchema } from "../../core/listing/listing";
import { runParse } from "./parse";

const FIXTURES = path.resolve("fixtures");
const fixture = (...parts: string[]) => path.join(FIXTURES, ...parts);
const htmlFiles = fs.readdirSync(fixture("airbnb-html"));

async function parseFile(file: string) {
  let stdout = "";
  let stderr = "";
  const code = await runParse([file], { write: (t: string) => (stdout += t) }, { write: (t: string) => (stderr += t) });
  return { code, stdout, stderr, json: code === 0 ? (JSON.parse(stdout) as unknown) : undefined };
}

describe("cli parse <file>", () => {
  it.each(htmlFiles)("prints the one listing of the saved page %s", async (name) => {
    const { code, json } = await parseFile(fixture("airbnb-html", name));
    expect(code).toBe(0);
    const listing = listingSchema.parse(json);
    expect(listing.id).toBe(/_rooms_(\d+)_/.exec(name)![1]);
    expect(listing.title).not.toBe("");
  });

  it("prints an array, in the same order, for the Apify export array", async () => {
    const file = fixture("scraper-json", "apify_tri_angle-airbnb-scraper_barcelona_2025-08-26_199-listings.json");
    const { code, json } = await parseFile(file);
    expect(code).toBe(0);
    const ids = (JSON.parse(fs.readFileSync(file, "utf8")) as { id: string }[]).map((item) => item.id);
    expect((json as { id: string }[]).map((l) => l.id)).toEqual(ids);
    expect(listingSchema.array().parse(json)).toHaveLength(199);
  });

  it("prints one object for one export item and for a StaysPdpSections response", async () => {
    const item = (JSON.parse(fs.readFileSync(fixture("scraper-json", "apify_tri_angle-airbnb-scraper_barcelona_2025-08-26_199-listings.json"), "utf8")) as unknown[])[0];
    const single = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "parse-")), "one.json");
    fs.writeFileSync(single, JSON.stringify(item));
    expect((await parseFile(single)).json).toMatchObject({ id: "45679907" });
    const sections = await parseFile(fixture("scraper-json", "airbnb-co-in_api-v3_StaysPdpSections_19861171_2025-02.json"));
    expect(sections.json).toMatchObject({ id: "19861171", host: "Jane", rating: 4.84, reviews: 135 });
  });

  it.each(["airbnb-co-in_api-v3_StaysPdpReviewsQuery_19861171_2025-02.json", "apify_tri_angle-airbnb-reviews-scraper_2025-08-26_97-reviews.json"])(
    "refuses the reviews-only file %s with 'No data extracted'",
    async (name) => {
      const { code, stdout, stderr } = await parseFile(fixture("scraper-json", name));
      expect(code).toBe(1);
      expect(stdout).toBe("");
      expect(stderr).toMatch(/^No data extracted: This is a reviews response/);
    },
  );

  it("explains its usage and a missing file", async () => {
    expect((await runParse([], { write: () => true }, { write: () => true }))).toBe(2);
    const missing = await parseFile(fixture("no-such-file.html"));
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringContaining("ENOENT") });
  });

  it("runs as `npm run cli -- parse <file>`", async () => {
    const file = fixture("airbnb-html", "airbnb-com_rooms_41545776_2022_browser-saved.html");
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "cli/index.ts", "parse", file], { maxBuffer: 16 * 1024 * 1024 });
    expect(JSON.parse(stdout)).toMatchObject({ id: "41545776", title: "Residential Deluxe Double Room-Shared Bathroom", host: "1906 Mission", rating: 4.28 });
  });
});
