import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedPerExecutor } from "../../db/prepared-per-executor";
import { rateLimitBuckets } from "../../db/schema/rate-limits";

/** The database or a transaction on it: the counters work in either. */
export type DatabaseExecutor = Pick<Database, "insert" | "select">;

/** A fixed-window rule: at most `limit` attempts per `windowSeconds` for one key, e.g. "grader:visitor:<cookie>". */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the current window, this one included when allowed. */
  count: number;
  limit: number;
  /** 0 when allowed; otherwise the whole seconds until the window starts again (at least 1). */
  retryAfterSeconds: number;
  /** When the current window ends… */
  resetsAt: Date;
  /** …and when it started (what a give-back names, see release-rate-limit.ts). */
  windowStartedAt: Date;
}

/**
 * The counting statement, sent as a named statement: `attempts` at once for one key (1 for a single attempt). Insert
 * the bucket, or on conflict add them (or restart an expired window with them), but only while the count plus all of
 * them stays within the limit: the row takes them all or none.
 */
const prepareConsume = preparedPerExecutor((db: DatabaseExecutor) => {
  const attempts = sql`${sql.placeholder("attempts")}::integer`;
  const expired = sql`${rateLimitBuckets.windowStartedAt} <= ${sql.placeholder("cutoff")}::timestamptz`;
  return db
    .insert(rateLimitBuckets)
    .values({ key: sql.placeholder("key"), count: sql.placeholder("attempts"), windowStartedAt: sql.placeholder("now") })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        count: sql`case when ${expired} then ${attempts} else ${rateLimitBuckets.count} + ${attempts} end`,
        windowStartedAt: sql`case when ${expired} then ${sql.placeholder("nowText")}::timestamptz else ${rateLimitBuckets.windowStartedAt} end`,
      },
      setWhere: sql`${expired} or ${rateLimitBuckets.count} + ${attempts} <= ${sql.placeholder("limit")}`,
    })
    .returning({ count: rateLimitBuckets.count, windowStartedAt: rateLimitBuckets.windowStartedAt })
    .prepare("consume_rate_limit");
});

/**
 * Counts `attempts` for one key at once with the statement above: the window they were counted in and the count
 * after them, or undefined when they did not all fit (nothing was counted then).
 */
export async function countAttempts(
  db: DatabaseExecutor,
  rule: RateLimitRule,
  attempts: number,
  now: Date,
): Promise<{ count: number; windowStartedAt: Date; resetsAt: Date } | undefined> {
  const cutoff = new Date(now.getTime() - rule.windowSeconds * 1000);
  const [row] = await prepareConsume(db).execute({ key: rule.key, attempts, now, nowText: now.toISOString(), cutoff: cutoff.toISOString(), limit: rule.limit });
  if (!row) return undefined;
  return { count: row.count, windowStartedAt: row.windowStartedAt, resetsAt: new Date(row.windowStartedAt.getTime() + rule.windowSeconds * 1000) };
}

function secondsUntil(resetsAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
}

/**
 * Counts one attempt, in ONE statement: insert the bucket, or on conflict add 1 (or restart an expired window at 1),
 * but only while the count is below the limit. The condition and the increment are one atomic row update, so parallel
 * attempts on every server process can never pass the limit; a refused attempt changes nothing (spec §4: limited when
 * the count is at the limit or above).
 */
export async function consumeRateLimit(db: DatabaseExecutor, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const counted = await countAttempts(db, rule, 1, now);
  if (counted) return { allowed: true, limit: rule.limit, retryAfterSeconds: 0, ...counted };
  // Refused: the row was left as it was. Read it only to tell the caller how long to wait.
  const current = await readRateLimit(db, rule, now);
  const resetsAt = current.resetsAt ?? new Date(now.getTime() + rule.windowSeconds * 1000);
  const windowStartedAt = new Date(resetsAt.getTime() - rule.windowSeconds * 1000);
  return { allowed: false, count: current.count, limit: rule.limit, retryAfterSeconds: secondsUntil(resetsAt, now), resetsAt, windowStartedAt };
}

/** The count in the current window without counting anything (0 and no reset time when the window has expired). */
export async function readRateLimit(
  db: DatabaseExecutor,
  rule: RateLimitRule,
  now = new Date(),
): Promise<{ count: number; resetsAt: Date | null }> {
  const [row] = await db
    .select({ count: rateLimitBuckets.count, windowStartedAt: rateLimitBuckets.windowStartedAt })
    .from(rateLimitBuckets)
    .where(eq(rateLimitBuckets.key, rule.key));
  if (!row) return { count: 0, resetsAt: null };
  const resetsAt = new Date(row.windowStartedAt.getTime() + rule.windowSeconds * 1000);
  return resetsAt.getTime() <= now.getTime() ? { count: 0, resetsAt: null } : { count: row.count, resetsAt };
}
