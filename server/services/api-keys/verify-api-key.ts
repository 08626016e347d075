import { and, eq, isNull, lt, or } from "drizzle-orm";
import { roleSchema } from "../../../contracts/session";
import type { RequestViewer } from "../../context";
import type { Database } from "../../db/client";
import { apiKeys } from "../../db/schema/api-keys";
import { user } from "../../db/schema/auth";

/** last_used_at is written at most this often per key. */
export const LAST_USED_PRECISION_MS = 60_000;

export interface VerifiedApiKey {
  readonly viewer: RequestViewer & { apiKeyId: string };
  /** When the key was last recorded as used, as the lookup read it (null: never). */
  readonly lastUsedAt: Date | null;
}

/**
 * The user a key acts for, with the role their account has now; null for an unknown or revoked key. The lookup is by
 * the key's hash (api-key-cache.ts checks the key's form and hashes it), so the comparison of secrets is the
 * database's equality on a hash, never on the key.
 */
export async function findApiKeyByHash(db: Database, keyHash: string): Promise<VerifiedApiKey | null> {
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      revokedAt: apiKeys.revokedAt,
      lastUsedAt: apiKeys.lastUsedAt,
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
    })
    .from(apiKeys)
    .innerJoin(user, eq(user.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, keyHash));
  if (!row || row.revokedAt) return null;
  const viewer = { id: row.id, name: row.name, email: row.email, role: roleSchema.catch("user").parse(row.role), apiKeyId: row.keyId };
  return { viewer, lastUsedAt: row.lastUsedAt };
}

/** Whether last_used_at, as read, is due to be written again: unset, or older than a minute. */
export function isLastUseStale(lastUsedAt: Date | null, now = new Date()): boolean {
  return lastUsedAt === null || now.getTime() - lastUsedAt.getTime() >= LAST_USED_PRECISION_MS;
}

/** Sets last_used_at when it is unset or older than a minute: one conditional statement, no write on most requests. */
export async function touchApiKey(db: Database, keyId: string, now = new Date()): Promise<void> {
  const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
}
