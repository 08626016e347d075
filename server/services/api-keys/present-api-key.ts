import type { InferSelectModel } from "drizzle-orm";
import type { ApiKey } from "../../../contracts/api-keys";
import type { apiKeys } from "../../db/schema/api-keys";

export type ApiKeyRow = InferSelectModel<typeof apiKeys>;

export function presentApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}
