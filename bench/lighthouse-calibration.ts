// Lighthouse's mobile run slows the host's CPU by a constant 4x, chosen so that a typical high-end desktop (its
// BenchmarkIndex about 1,500) plays a mid-tier phone. On a slower host the same 4x plays a much slower phone: the TBT
// it reports is then the host's, not the page's. Lighthouse itself warns below an index of 1,000 and tells the user to
// calibrate (docs/throttling.md, "Calibrating the CPU slowdown"), pointing to its maintainers' CPU throttling
// calculator. These are that calculator's reference points, read from its source
// (github.com/patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js); see decision 060.

/** At or below this BenchmarkIndex Lighthouse adds "The tested device appears to have a slower CPU than Lighthouse expects". */
export const LIGHTHOUSE_SLOW_HOST_INDEX = 1000;

/** Lighthouse's own multiplier when nothing is calibrated. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** BenchmarkIndex → the slowdown that plays the default's mid-tier phone on that host; linear between points, and past the last. */
const REFERENCE_POINTS: ReadonlyArray<readonly [index: number, slowdown: number]> = [
  [150, 1],
  [800, 2],
  [1300, 3],
  [1533, 4],
];

/** Below this index the calculator gives no multiplier: such a host cannot play the reference phone at all. */
export const SLOWEST_CALIBRATED_INDEX = REFERENCE_POINTS[0]![0];

/**
 * The CPU slowdown that makes this host play the phone Lighthouse's default plays on a typical desktop, rounded to a
 * tenth as the calculator prints it; undefined when the host is too slow to play it (below an index of 150).
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | undefined {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_CALIBRATED_INDEX) return undefined;
  const upper = REFERENCE_POINTS.findIndex(([index]) => benchmarkIndex < index);
  // Past the last point the line goes on with the last segment's slope (233 index points a step, as the calculator).
  const [[fromIndex, fromSlowdown], [toIndex, toSlowdown]] =
    upper === -1 ? [REFERENCE_POINTS.at(-2)!, REFERENCE_POINTS.at(-1)!] : [REFERENCE_POINTS[upper - 1]!, REFERENCE_POINTS[upper]!];
  const slowdown = fromSlowdown + ((benchmarkIndex - fromIndex) / (toIndex - fromIndex)) * (toSlowdown - fromSlowdown);
  return Math.round(slowdown * 10) / 10;
}
