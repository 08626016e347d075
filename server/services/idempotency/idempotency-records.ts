import { and, eq, gte, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { idempotencyKeys } from "../../db/schema/api-keys";
import { isInstanceDead } from "../instances/server-instances";

/** A key is remembered this long; afterwards it starts a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A claim still running after this long belongs to a process that died: it may be taken over. Sooner when the claim
 * names a server instance whose heartbeat stopped (decision 018).
 */
export const ABANDONED_CLAIM_MS = 10 * 60 * 1000;

export interface IdempotentRequest {
  userId: string;
  key: string;
  method: string;
  route: string;
  requestHash: string;
  /** The server instance running it (server_instances), if any. */
  claimedBy?: string | null;
}

export type ClaimOutcome =
  | { kind: "claimed" }
  | { kind: "mismatch" }
  | { kind: "running" }
  | { kind: "done"; status: number; body: string; contentType: string | null };

const sameKey = (request: Pick<IdempotentRequest, "userId" | "key">) =>
  and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key));

/**
 * The record read, by its created_at: PostgreSQL keeps microseconds, the Date read back only milliseconds, so an
 * equality never matches a time the database set itself; a millisecond either side does, and no newer record of the
 * same key can fall in it.
 */
function sameMoment(createdAt: Date) {
  return and(gte(idempotencyKeys.createdAt, new Date(createdAt.getTime() - 1)), lt(idempotencyKeys.createdAt, new Date(createdAt.getTime() + 1)));
}

/**
 * Takes the key for this request, or says why not. The insert is the lock: of parallel requests with one key exactly
 * one inserts the row, the others read it (running, done, or another request under the same key). An expired record,
 * or an abandoned claim, is deleted under a condition on what was read, then the insert is tried again.
 */
export async function claimIdempotencyKey(db: Database, request: IdempotentRequest, options: { now?: Date; instanceTimeoutMs?: number } = {}): Promise<ClaimOutcome> {
  const now = options.now ?? new Date();
  for (let attempt = 0; attempt < 3; attempt++) {
    const [inserted] = await db.insert(idempotencyKeys).values(request).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (inserted) return { kind: "claimed" };
    const [existing] = await db.select().from(idempotencyKeys).where(sameKey(request));
    if (!existing) continue; // released between the insert and the read
    const age = now.getTime() - existing.createdAt.getTime();
    const abandoned =
      existing.status === null &&
      (age > ABANDONED_CLAIM_MS ||
        (existing.claimedBy !== null && options.instanceTimeoutMs !== undefined && (await isInstanceDead(db, existing.claimedBy, options.instanceTimeoutMs))));
    if (age > IDEMPOTENCY_TTL_MS || abandoned) {
      await db.delete(idempotencyKeys).where(and(sameKey(request), sameMoment(existing.createdAt)));
      continue;
    }
    if (existing.method !== request.method || existing.route !== request.route || existing.requestHash !== request.requestHash) {
      return { kind: "mismatch" };
    }
    if (existing.status === null) return { kind: "running" };
    return { kind: "done", status: existing.status, body: existing.responseBody ?? "", contentType: existing.contentType };
  }
  return { kind: "running" };
}

/** Stores the answer to replay for retries. */
export async function completeIdempotencyKey(
  db: Database,
  request: Pick<IdempotentRequest, "userId" | "key">,
  answer: { status: number; body: string; contentType: string | null },
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ status: answer.status, responseBody: answer.body, contentType: answer.contentType })
    .where(and(sameKey(request), isNull(idempotencyKeys.status)));
}

/** Lets the key go (the request failed without effect), so a retry runs again. */
export async function releaseIdempotencyKey(db: Database, request: Pick<IdempotentRequest, "userId" | "key">): Promise<void> {
  await db.delete(idempotencyKeys).where(and(sameKey(request), isNull(idempotencyKeys.status)));
}

