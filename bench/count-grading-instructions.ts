// Counts the machine instructions that grading one of the load bench's pasted listings takes (parsing the text, then
// gradeListing), with valgrind's callgrind: a count, not a time, so what the rest of the machine does moves it little.
// On a shared machine, timings of one grading moved by 30% from run to run (stop 37); two counts of the same code moved
// by up to 3% then, but by 7% in stop 49 and 15% in stop 50 (V8's compiler does not decide the same way each run), so
// a small change is better told by bench/compare-grading.ts, which times the folders in turns in one process.
// Each source folder's grader is bundled as the server's build bundles it (esbuild, no name keeping), then run twice
// under callgrind, with a few passes over the listings and with more: the difference, divided by the extra gradings,
// leaves out Node's start and the reading of the fixtures. Folders are counted side by side.
//   COUNT_DIRS=/tmp/before,/work/main npx tsx bench/count-grading-instructions.ts
// COUNT_INPUT=rows counts the Inside Airbnb rows of the in-process bench instead (fewer passes do: COUNT_PASSES=4).
// Needs valgrind (Debian's package). About five minutes for two folders, more on a slow machine.
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { build } from "esbuild";

const run = promisify(execFile);
const FEW_PASSES = 2;
const MORE_PASSES = Number(process.env.COUNT_PASSES ?? 12);
const dirs = (process.env.COUNT_DIRS ?? process.cwd()).split(",").filter(Boolean);

/** What is counted: each of the bench's pasted bodies parsed and graded, `passes` times over (passes from argv). */
const PASTED_ENTRY = `
import { readGraderBodies } from "./bench/load-bodies";
import { parseListingText } from "./core/listing-text/parse-listing-text";
import { gradeListing } from "./core/grader/grade-listing";
const texts = readGraderBodies().map((body) => JSON.parse(body).text);
const passes = Number(process.argv[2]);
for (let pass = 0; pass < passes; pass += 1) for (const text of texts) gradeListing(parseListingText(text));
console.log(texts.length);
`;

/** Or, with COUNT_INPUT=rows, the Inside Airbnb rows the in-process bench times (bench/grader.ts), graded as read. */
const ROWS_ENTRY = `
import { readInsideAirbnbFile } from "./cli/inside-airbnb/read-inside-airbnb-file";
import { INSIDE_AIRBNB_FIXTURE_FILES } from "./test/support/inside-airbnb-listings";
import { gradeListing } from "./core/grader/grade-listing";
const listings = INSIDE_AIRBNB_FIXTURE_FILES.flatMap((file) => readInsideAirbnbFile(file));
const passes = Number(process.argv[2]);
for (let pass = 0; pass < passes; pass += 1) for (const listing of listings) gradeListing(listing);
console.log(listings.length);
`;

const ON_ROWS = process.env.COUNT_INPUT === "rows";
const ENTRY = ON_ROWS ? ROWS_ENTRY : PASTED_ENTRY;

/** Bundled into the folder's node_modules/.cache, where the packages left outside the bundle are found. */
async function bundle(dir: string): Promise<string> {
  const cache = path.join(dir, "node_modules", ".cache");
  fs.mkdirSync(cache, { recursive: true });
  const outfile = path.join(fs.mkdtempSync(path.join(cache, "count-grading-")), "grade.mjs");
  await build({
    stdin: { contents: ENTRY, resolveDir: dir, loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    packages: "external",
    outfile,
    logLevel: "warning",
  });
  return outfile;
}

/**
 * Instructions of one run. V8's predictable mode runs its compiler and collector on the counted thread, in order, and
 * fixed seeds give every run the same hash tables: without them, two counts of the same code differed by a quarter;
 * with them, by up to 3% (stop 37), so a change must count more than that to be told.
 */
async function countInstructions(script: string, cwd: string, passes: number): Promise<{ instructions: number; listings: number }> {
  const out = `${script}.${passes}.callgrind`;
  const { stdout, stderr } = await run(
    "valgrind",
    ["--tool=callgrind", `--callgrind-out-file=${out}`, "--smc-check=all-non-file", process.execPath, "--predictable", "--hash-seed=1", "--random-seed=1", script, String(passes)],
    { cwd, maxBuffer: 16 * 1024 * 1024 },
  );
  const collected = /Collected : (\d+)/.exec(stderr);
  if (!collected) throw new Error(`callgrind printed no count:\n${stderr.slice(-2000)}`);
  fs.rmSync(out, { force: true });
  return { instructions: Number(collected[1]), listings: Number(stdout.trim()) };
}

async function countFolder(dir: string) {
  const script = await bundle(dir);
  try {
    const [few, more] = await Promise.all([countInstructions(script, dir, FEW_PASSES), countInstructions(script, dir, MORE_PASSES)]);
    const gradings = more.listings * (MORE_PASSES - FEW_PASSES);
    return { dir, gradings, perGrading: Math.round((more.instructions - few.instructions) / gradings) };
  } finally {
    fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
}

const counted = ON_ROWS ? "gradeListing of the Inside Airbnb fixture rows" : "(parse + gradeListing) of the load bench's pasted listings";
console.log(`instructions a grading ${counted}, Node ${process.version}, callgrind:`);
for (const { dir, gradings, perGrading } of await Promise.all(dirs.map(countFolder))) {
  console.log(`  ${dir}: ${perGrading.toLocaleString("en-US")} (${gradings} gradings counted)`);
}
