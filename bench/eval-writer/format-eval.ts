import type { EvalSummary } from "./summarize-eval";

const percent = (passed: number, total: number) => (total === 0 ? "-" : `${((100 * passed) / total).toFixed(1)}%`);

/** The summary as Markdown tables: printed by the eval, pasted as it is into docs/benchmarks.md. */
export function formatEval(label: string, summary: EvalSummary): string {
  const refused = Object.entries(summary.refused).map(([code, count]) => `${code} ${count}`).join(", ") || "none";
  const gate = Object.entries(summary.gateFailures).map(([id, count]) => `${id} ${count}`).join(", ") || "none";
  const lines = [
    `| writer | homes | kept | refused | repairs (listings) | description words min / median / max | grade median (mean) | latency p50 / p95 | tokens in / out per listing | cost per listing |`,
    `|---|---|---|---|---|---|---|---|---|---|`,
    `| ${label} | ${summary.homes} | ${summary.kept} | ${refused} | ${summary.repairs.total} (${summary.repairs.listingsRepaired}) | ${summary.descriptionWords.min} / ${summary.descriptionWords.median} / ${summary.descriptionWords.max} | ${summary.grade.median} (${summary.grade.mean}) | ${summary.latencyMs.p50} / ${summary.latencyMs.p95} ms | ${summary.perListing.inputTokens} / ${summary.perListing.outputTokens} | $${summary.perListing.costUsd} |`,
    "",
    `Quality-gate failures by kind: ${gate}.`,
    "",
    "| check | kind | passed |",
    "|---|---|---|",
    ...summary.checks.map((check) => `| ${check.id} | ${check.kind} | ${percent(check.passed, check.total)} (${check.passed}/${check.total}) |`),
  ];
  return lines.join("\n");
}
