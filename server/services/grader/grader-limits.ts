import { GRADER_FREE_ANALYSES, GRADER_WINDOW_MINUTES, type GraderUsage } from "../../../contracts/grader";
import type { Database } from "../../db/client";
import { readRateLimit, type RateLimitRule } from "../rate-limits/consume-rate-limit";
import { consumeRateLimits } from "../rate-limits/consume-rate-limits";
import { releaseRateLimit, type CountedAttempt } from "../rate-limits/release-rate-limit";

const WINDOW_SECONDS = GRADER_WINDOW_MINUTES * 60;

/** Who is asking: the grader cookie of the browser and the caller's address (DESIGN.md: 3 a browser, 10 an address). */
export interface GraderCaller {
  visitorId: string;
  ip: string;
  ipLimit: number;
}

/** The rules' names for metrics, in the order of getGraderRules (never the cookie or the address). */
const RULE_NAMES = ["grader:visitor", "grader:ip"] as const;

/** The two rules, the browser's first; both are checked on every analysis. */
export function getGraderRules(caller: GraderCaller): [RateLimitRule, RateLimitRule] {
  return [
    { key: `grader:visitor:${caller.visitorId}`, limit: GRADER_FREE_ANALYSES, windowSeconds: WINDOW_SECONDS },
    { key: `grader:ip:${caller.ip}`, limit: caller.ipLimit, windowSeconds: WINDOW_SECONDS },
  ];
}

export const BYPASSED_USAGE: GraderUsage = { used: 0, limit: GRADER_FREE_ANALYSES, remaining: GRADER_FREE_ANALYSES, resetsAt: null, bypassed: true };

interface BucketState {
  count: number;
  limit: number;
  resetsAt: Date | null;
}

/** "You have used N of 3": N is this browser's count; what is left is bounded by the address's limit as well. */
function toUsage(browser: BucketState, address: BucketState): GraderUsage {
  const remaining = Math.max(0, Math.min(browser.limit - browser.count, address.limit - address.count));
  const full = [browser, address].filter((bucket) => bucket.count >= bucket.limit && bucket.resetsAt);
  const holding = remaining === 0 ? full : browser.count > 0 ? [browser] : [];
  const resetsAt = holding.reduce<Date | null>((latest, b) => (!latest || b.resetsAt! > latest ? b.resetsAt : latest), null);
  return { used: browser.count, limit: browser.limit, remaining, resetsAt: resetsAt?.toISOString() ?? null, bypassed: false };
}

/** The caller's usage now, counting nothing. */
export async function readGraderUsage(db: Database, caller: GraderCaller, now = new Date()): Promise<GraderUsage> {
  const [browserRule, addressRule] = getGraderRules(caller);
  const [browser, address] = await Promise.all([readRateLimit(db, browserRule, now), readRateLimit(db, addressRule, now)]);
  return toUsage({ ...browser, limit: browserRule.limit }, { ...address, limit: addressRule.limit });
}

export interface GraderLimitOutcome {
  allowed: boolean;
  /** The names of the rules that refused ("grader:visitor", "grader:ip"); empty when allowed. */
  refusedBy: string[];
  usage: GraderUsage;
  retryAfterSeconds: number;
  /** What was counted (one attempt per rule) when allowed, for releaseGraderLimit; empty when refused. */
  counted: CountedAttempt[];
}

/** Counts one analysis against both rules, all or nothing. */
export async function consumeGraderLimit(db: Database, caller: GraderCaller, now = new Date()): Promise<GraderLimitOutcome> {
  const rules = getGraderRules(caller);
  const outcome = await consumeRateLimits(db, rules, now);
  const [browser, address] = outcome.results;
  if (!browser || !address) throw new Error("consumeRateLimits answers one result per rule");
  const refusedBy = outcome.allowed ? [] : RULE_NAMES.filter((_, i) => outcome.results[i]?.allowed === false);
  const counted = outcome.allowed ? outcome.results.map((result, i) => ({ key: rules[i]!.key, windowStartedAt: result.windowStartedAt })) : [];
  return { allowed: outcome.allowed, refusedBy, usage: toUsage(browser, address), retryAfterSeconds: outcome.retryAfterSeconds, counted };
}

/**
 * Gives back an analysis that failed on our side (the marketplace could not be reached), for both rules at once. It
 * held its place in the counts while it ran, so no parallel analysis could pass the limit meanwhile.
 */
export async function releaseGraderLimit(db: Database, counted: CountedAttempt[]): Promise<void> {
  if (counted.length === 0) return;
  await db.transaction(async (tx) => {
    for (const attempt of counted) await releaseRateLimit(tx, attempt);
  });
}
