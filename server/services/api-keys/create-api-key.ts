import { randomUUID } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { CreatedApiKey } from "../../../contracts/api-keys";
import type { Database } from "../../db/client";
import { apiKeys } from "../../db/schema/api-keys";
import { AppError } from "../../errors";
import { generateApiKeySecret } from "./api-key-secret";
import { presentApiKey } from "./present-api-key";

/** Enough for one key per tool and environment; more is more likely a leak than a need. */
export const MAX_ACTIVE_API_KEYS = 20;

/** Makes a key for the user and answers it once, in full; only its hash and first characters are stored. */
export async function createApiKey(db: Database, userId: string, name: string): Promise<CreatedApiKey> {
  const [active] = await db
    .select({ value: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  if ((active?.value ?? 0) >= MAX_ACTIVE_API_KEYS) {
    throw new AppError("conflict", `You have ${MAX_ACTIVE_API_KEYS} active API keys, the most allowed. Revoke one you no longer use first.`);
  }
  const secret = generateApiKeySecret();
  const [row] = await db.insert(apiKeys).values({ id: randomUUID(), userId, name, prefix: secret.prefix, keyHash: secret.hash }).returning();
  return { ...presentApiKey(row!), key: secret.key };
}
