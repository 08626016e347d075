import { FIDELITY_CHECK_IDS } from "../../core/writer/check-fidelity";
import type { HomeResult } from "./run-eval";

export interface CheckRate {
  readonly id: string;
  readonly kind: "marketplace rule" | "fidelity" | "quality gate";
  readonly passed: number;
  readonly total: number;
}

export interface EvalSummary {
  readonly homes: number;
  readonly kept: number;
  readonly refused: Record<string, number>;
  readonly checks: CheckRate[];
  readonly gateFailures: Record<string, number>;
  readonly repairs: { readonly total: number; readonly listingsRepaired: number };
  readonly descriptionWords: { readonly min: number; readonly median: number; readonly max: number };
  readonly grade: { readonly median: number; readonly mean: number };
  readonly latencyMs: { readonly p50: number; readonly p95: number };
  readonly perListing: { readonly inputTokens: number; readonly outputTokens: number; readonly costUsd: number };
}

const FIDELITY = new Set<string>(FIDELITY_CHECK_IDS);
const kindOf = (id: string): CheckRate["kind"] => (id.startsWith("answer-") ? "quality gate" : FIDELITY.has(id) ? "fidelity" : "marketplace rule");

function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** The figures an operator judges a model by. `costMicroUsd` prices a listing's tokens (AI_PRICE_* or the known table). */
export function summarizeEval(results: readonly HomeResult[], costMicroUsd: (input: number, output: number) => number): EvalSummary {
  const kept = results.filter((result) => result.ok);
  const rates = new Map<string, { passed: number; total: number }>();
  const gateFailures: Record<string, number> = {};
  // A refused listing carries only its failed checks; every other check its marketplace runs passed.
  const idsByMarketplace = new Map<string, Set<string>>();
  for (const result of kept) for (const check of result.checks) idsByMarketplace.set(result.marketplace, (idsByMarketplace.get(result.marketplace) ?? new Set()).add(check.id));
  const count = (id: string, passed: boolean) => {
    const rate = rates.get(id) ?? { passed: 0, total: 0 };
    rate.total += 1;
    rate.passed += passed ? 1 : 0;
    rates.set(id, rate);
    if (!passed && id.startsWith("answer-")) gateFailures[id] = (gateFailures[id] ?? 0) + 1;
  };
  for (const result of results) {
    for (const check of result.checks) count(check.id, check.passed);
    if (result.ok) continue;
    const failed = new Set(result.checks.map((check) => check.id));
    for (const id of idsByMarketplace.get(result.marketplace) ?? []) if (!failed.has(id)) count(id, true);
  }
  const refused: Record<string, number> = {};
  for (const result of results) if (result.failure) refused[result.failure.code] = (refused[result.failure.code] ?? 0) + 1;
  const words = kept.map((result) => result.descriptionWords);
  const grades = kept.map((result) => result.grade ?? 0);
  const listings = Math.max(results.length, 1);
  const input = results.reduce((sum, result) => sum + result.inputTokens, 0) / listings;
  const output = results.reduce((sum, result) => sum + result.outputTokens, 0) / listings;
  return {
    homes: results.length,
    kept: kept.length,
    refused,
    checks: [...rates.entries()].map(([id, rate]) => ({ id, kind: kindOf(id), ...rate })).sort((a, b) => a.kind.localeCompare(b.kind) || a.id.localeCompare(b.id)),
    gateFailures,
    repairs: { total: results.reduce((sum, result) => sum + result.repairs, 0), listingsRepaired: results.filter((result) => result.repairs > 0).length },
    descriptionWords: { min: words.length > 0 ? Math.min(...words) : 0, median: quantile(words, 0.5), max: words.length > 0 ? Math.max(...words) : 0 },
    grade: { median: round(quantile(grades, 0.5)), mean: round(grades.reduce((sum, grade) => sum + grade, 0) / Math.max(grades.length, 1)) },
    latencyMs: { p50: round(quantile(results.map((result) => result.latencyMs), 0.5), 1), p95: round(quantile(results.map((result) => result.latencyMs), 0.95), 1) },
    perListing: { inputTokens: Math.round(input), outputTokens: Math.round(output), costUsd: round(costMicroUsd(input, output) / 1_000_000, 5) },
  };
}
