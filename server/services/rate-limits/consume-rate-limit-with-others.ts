import type { Database } from "../../db/client";
import { batcherPerDatabase, createWriteBatcher } from "../../db/write-batcher";
import { consumeRateLimit, countAttempts, type RateLimitResult, type RateLimitRule } from "./consume-rate-limit";

/** At most this many attempts gathered into one batch (of every key). */
const ATTEMPTS_PER_BATCH = 500;

/**
 * One key's attempts that arrived together. Far from the limit (the usual case) one statement counts them all, and
 * each attempt gets its own place in the count. Near it, they are counted one by one, in the order they came, until
 * one is refused: the ones after it are refused with it, being of the same moment.
 */
async function consumeAttempts(db: Database, rule: RateLimitRule, attempts: number): Promise<RateLimitResult[]> {
  const now = new Date();
  // More than the limit cannot all fit: counted one by one below, so the first ones still get their places.
  const counted = attempts <= rule.limit ? await countAttempts(db, rule, attempts, now) : undefined;
  if (counted) {
    const first = counted.count - attempts + 1;
    return Array.from({ length: attempts }, (_, index) => ({
      allowed: true,
      count: first + index,
      limit: rule.limit,
      retryAfterSeconds: 0,
      resetsAt: counted.resetsAt,
      windowStartedAt: counted.windowStartedAt,
    }));
  }
  const results: RateLimitResult[] = [];
  while (results.length < attempts) {
    const result = await consumeRateLimit(db, rule, now);
    results.push(result);
    if (!result.allowed) break;
  }
  const refused = results.at(-1)!;
  while (results.length < attempts) results.push(refused);
  return results;
}

const attemptBatcher = batcherPerDatabase((db: Database) =>
  createWriteBatcher<RateLimitRule, RateLimitResult>(
    async (rules) => {
      const byRule = new Map<string, number[]>();
      rules.forEach((rule, index) => {
        const sameRule = `${rule.key}\n${rule.limit}\n${rule.windowSeconds}`;
        const indexes = byRule.get(sameRule) ?? [];
        indexes.push(index);
        byRule.set(sameRule, indexes);
      });
      const settled: PromiseSettledResult<RateLimitResult>[] = new Array(rules.length);
      await Promise.all(
        [...byRule.values()].map(async (indexes) => {
          try {
            const results = await consumeAttempts(db, rules[indexes[0]!]!, indexes.length);
            indexes.forEach((index, place) => (settled[index] = { status: "fulfilled", value: results[place]! }));
          } catch (error) {
            for (const index of indexes) settled[index] = { status: "rejected", reason: error };
          }
        }),
      );
      return settled;
    },
    { maxItems: ATTEMPTS_PER_BATCH },
  ),
);

/**
 * `consumeRateLimit` outside a transaction, counted with the attempts other requests of this process make at the same
 * moment (write-batcher.ts): under load, one statement a key for many requests, each answered with its own count.
 */
export function consumeRateLimitWithOthers(db: Database, rule: RateLimitRule): Promise<RateLimitResult> {
  return attemptBatcher(db).add(rule);
}
