import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../test/support/cli-process";
import { createSampleListing } from "../test/support/grader-requests";
import { LISBON_FACTS } from "../test/support/lisbon-facts";
import { findFreePort } from "../test/support/server-process";

// Issue 18, item 8: `generate - > out.json` gave a file that was not JSON, because log lines went to standard output
// before the result. Each command here runs as its own process, and its whole standard output must parse as JSON.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-cli-stdout-"));
const SLOW = 240_000;

describe("the command line's standard output carries only the result", () => {
  it("generate: with the map look-up failing (a warning logged), standard output is the listing's JSON alone", async () => {
    // A port nothing listens on: the look-up fails at once and the writer logs a warning, as it does offline.
    const closed = `http://127.0.0.1:${await findFreePort()}`;
    const { pointsOfInterest: _points, ...facts } = LISBON_FACTS;
    const env = { DATA_DIR: dataDir, LOG_LEVEL: "info", NOMINATIM_BASE_URL: closed, OVERPASS_BASE_URL: closed };
    const run = await runCli(env, ["generate", "-"], JSON.stringify(facts));
    expect(run.code).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({ marketplace: "airbnb", title: expect.any(String) });
    // The warning was written, on standard error, as a JSON log line.
    const logLines = run.err.split("\n").filter((line) => line.startsWith("{"));
    expect(logLines.map((line) => JSON.parse(line))).toContainEqual(expect.objectContaining({ level: 40, service: "listinglift" }));
  }, SLOW);

  // parse's 199 listings are about 1 MB: process.exit used to cut them at the pipe's 128 KB.
  it("grade and parse: the whole of standard output is one JSON value, however large", async () => {
    const env = { DATA_DIR: dataDir, LOG_LEVEL: "debug" };
    const [graded, parsed] = await Promise.all([
      runCli(env, ["grade", "-"], JSON.stringify([createSampleListing()])),
      runCli(env, ["parse", "fixtures/scraper-json/apify_tri_angle-airbnb-scraper_barcelona_2025-08-26_199-listings.json"]),
    ]);
    expect(graded.code).toBe(0);
    expect(JSON.parse(graded.out)).toEqual([expect.objectContaining({ overallScore: 79 })]);
    expect(parsed.code).toBe(0);
    expect(JSON.parse(parsed.out)).toHaveLength(199);
  }, SLOW);
});
