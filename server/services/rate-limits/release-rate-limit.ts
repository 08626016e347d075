import { and, eq, gt, sql } from "drizzle-orm";
import { rateLimitBuckets } from "../../db/schema/rate-limits";
import type { Database } from "../../db/client";

/** One attempt that was counted: the bucket's key and the window it was counted in. */
export interface CountedAttempt {
  key: string;
  windowStartedAt: Date;
}

/**
 * Gives back one counted attempt, in ONE statement: count - 1, only in the window it was counted in (once that window
 * has ended and a new one started, the attempt is no longer in any count) and never below 0. Taking before the work and
 * giving back after a failure on our side keeps the limit exact under concurrency: while the work runs, its attempt
 * holds a place in the count, so parallel attempts can never pass the limit.
 */
export async function releaseRateLimit(db: Pick<Database, "update">, attempt: CountedAttempt): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`${rateLimitBuckets.count} - 1` })
    .where(and(eq(rateLimitBuckets.key, attempt.key), eq(rateLimitBuckets.windowStartedAt, attempt.windowStartedAt), gt(rateLimitBuckets.count, 0)));
}
