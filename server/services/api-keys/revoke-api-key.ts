import { and, eq, isNull } from "drizzle-orm";
import type { ApiKey } from "../../../contracts/api-keys";
import type { Database } from "../../db/client";
import { apiKeys } from "../../db/schema/api-keys";
import { AppError } from "../../errors";
import { presentApiKey } from "./present-api-key";

/**
 * Revokes one of the user's keys: from the next request on it is refused. Revoking twice answers the key as it is;
 * another user's key is "not found", as if it did not exist.
 */
export async function revokeApiKey(db: Database, userId: string, keyId: string): Promise<ApiKey> {
  const owned = and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId));
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(owned, isNull(apiKeys.revokedAt)))
    .returning();
  if (revoked) return presentApiKey(revoked);
  const [existing] = await db.select().from(apiKeys).where(owned);
  if (!existing) throw new AppError("not_found", "No such API key.");
  return presentApiKey(existing);
}
