/**
 * The grader in process over the Inside Airbnb fixture rows (issue 22): a digest of every result, to prove a speed-up
 * changed nothing, and the per-listing median and p95 of bench/grader.ts.
 *
 *   npx tsx scripts/profile-grader.ts [--passes N] [--loop SECONDS]
 *
 * The digest is the sha256 of the JSON of every result, on each marketplace (the advisories differ by marketplace).
 * `--passes N` repeats the timing N times and prints each pass and the minimum (the machine is shared: the minimum is
 * the least disturbed). `--loop SECONDS` only grades, over and over, for a CPU profile (`npx tsx --cpu-prof ...`).
 */
import { createHash } from "node:crypto";
import { gradeListing } from "../core/grader/grade-listing";
import { MARKETPLACE_IDS } from "../core/marketplaces/marketplace-rules";
import { readInsideAirbnbFile } from "../cli/inside-airbnb/read-inside-airbnb-file";
import { INSIDE_AIRBNB_FILES, measureGradingPerListing } from "../bench/grader";

function readOption(name: string): number | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : Number(process.argv[at + 1]);
}

const listings = INSIDE_AIRBNB_FILES.flatMap((file) => readInsideAirbnbFile(file));

const hash = createHash("sha256");
for (const marketplace of MARKETPLACE_IDS) {
  for (const listing of listings) hash.update(JSON.stringify(gradeListing(listing, { marketplace })));
}
console.log(`rows ${listings.length}, digest ${hash.digest("hex")}`);

const loopSeconds = readOption("--loop");
if (loopSeconds !== undefined) {
  const until = performance.now() + loopSeconds * 1000;
  let passes = 0;
  while (performance.now() < until) {
    for (const listing of listings) gradeListing(listing);
    passes += 1;
  }
  console.log(`graded ${passes} passes`);
} else {
  const passes = readOption("--passes") ?? 1;
  const results = Array.from({ length: passes }, () => measureGradingPerListing(listings));
  for (const result of results) console.log(`median ${result.medianMs} ms, p95 ${result.p95Ms} ms`);
  const min = (pick: (result: (typeof results)[number]) => number) => Math.min(...results.map(pick));
  console.log(`min of ${passes}: median ${min((r) => r.medianMs)} ms, p95 ${min((r) => r.p95Ms)} ms`);
}
