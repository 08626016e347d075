import type { Database } from "../../db/client";
import { consumeRateLimit, type RateLimitResult, type RateLimitRule } from "./consume-rate-limit";

export interface RateLimitsOutcome {
  allowed: boolean;
  /** One result per rule, in the rules' order; after a refusal the counts are those left in the database. */
  results: RateLimitResult[];
  /** The longest wait among the refusing rules; 0 when allowed. */
  retryAfterSeconds: number;
}

class Refused extends Error {
  constructor(readonly results: RateLimitResult[]) {
    super("rate limited");
  }
}

/**
 * Counts one attempt against several rules at once (per browser and per address), all or nothing: when any rule refuses,
 * the transaction rolls back, so the rules that allowed it do not count a refused attempt either. The rules are always
 * taken in the same order, so two attempts never wait on each other's rows in a cycle.
 */
export async function consumeRateLimits(db: Database, rules: RateLimitRule[], now = new Date()): Promise<RateLimitsOutcome> {
  try {
    const results = await db.transaction(async (tx) => {
      const counted: RateLimitResult[] = [];
      for (const rule of rules) counted.push(await consumeRateLimit(tx, rule, now));
      if (counted.some((result) => !result.allowed)) throw new Refused(counted);
      return counted;
    });
    return { allowed: true, results, retryAfterSeconds: 0 };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    const results = error.results.map((result) => (result.allowed ? { ...result, count: result.count - 1 } : result));
    const retryAfterSeconds = Math.max(...error.results.filter((r) => !r.allowed).map((r) => r.retryAfterSeconds));
    return { allowed: false, results, retryAfterSeconds };
  }
}
