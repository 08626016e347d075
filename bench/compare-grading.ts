// Compares the grading of pasted text (the text read, then gradeListing) in two or more source folders, in ONE process:
// each folder's modules are imported from its own path, so each has its own copy of the grader, and the folders take
// turns pass by pass (the order reversed every other round). On a shared machine, timings of separate runs moved by 30%
// (stop 37) and callgrind's counts of the same code by 7-15% (stops 49 and 50: V8's compiler does not decide the same
// way each run); taking turns in one process shares the machine's moment between the folders, and each folder's pass
// is also divided by the first folder's pass of the same round. Each pass reads every body anew (JSON.parse), as the
// server does. Prints each folder's median and fastest pass, in µs a pasted text, and the median of those ratios.
//   COMPARE_SOURCES=/tmp/before,/work/main COMPARE_ROUNDS=60 npx tsx bench/compare-grading.ts
// A folder is a checkout of this repository (git worktree add /tmp/before <commit>, with node_modules linked).
import path from "node:path";
import type { gradeListing as GradeListing } from "../core/grader/grade-listing";
import type { parseListingText as ParseListingText } from "../core/listing-text/parse-listing-text";
import { readGraderBodies } from "./load-bodies";

const sources = (process.env.COMPARE_SOURCES ?? "").split(",").filter(Boolean);
if (sources.length < 2) throw new Error("COMPARE_SOURCES: two or more source folders, separated by commas");
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 60);
/** The first rounds warm each folder's code up and are not counted. */
const WARM_UP_ROUNDS = 6;

interface Grader {
  source: string;
  parse: typeof ParseListingText;
  grade: typeof GradeListing;
  microsByPass: number[];
}

async function importGrader(source: string): Promise<Grader> {
  const folder = path.resolve(source);
  const { parseListingText } = (await import(path.join(folder, "core/listing-text/parse-listing-text.ts"))) as { parseListingText: typeof ParseListingText };
  const { gradeListing } = (await import(path.join(folder, "core/grader/grade-listing.ts"))) as { gradeListing: typeof GradeListing };
  return { source, parse: parseListingText, grade: gradeListing, microsByPass: [] };
}

function timePass(grader: Grader, bodies: readonly string[]): number {
  const texts = bodies.map((body) => (JSON.parse(body) as { text: string }).text);
  const started = performance.now();
  for (const text of texts) grader.grade(grader.parse(text));
  return ((performance.now() - started) * 1000) / texts.length;
}

const bodies = readGraderBodies();
const graders: Grader[] = [];
for (const source of sources) graders.push(await importGrader(source));
for (let round = 0; round < ROUNDS; round += 1) {
  const order = round % 2 === 0 ? graders : [...graders].reverse();
  for (const grader of order) {
    const micros = timePass(grader, bodies);
    if (round >= WARM_UP_ROUNDS) grader.microsByPass.push(micros);
  }
}
const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`grading ${bodies.length} pasted texts a pass, ${ROUNDS - WARM_UP_ROUNDS} passes each, folders in turns (Node ${process.version}):`);
const first = graders[0]!;
for (const { source, microsByPass } of graders) {
  // Each round's pass against the first folder's pass of the same round: the machine's moment is shared by both.
  const ratios = microsByPass.map((micros, round) => micros / first.microsByPass[round]!);
  const paired = source === first.source ? "" : `; against ${first.source} round by round, median ${median(ratios).toFixed(3)}`;
  console.log(`  ${source}: median ${median(microsByPass).toFixed(1)} µs a text, fastest pass ${Math.min(...microsByPass).toFixed(1)} µs${paired}`);
}
