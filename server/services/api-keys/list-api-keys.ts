import { count, desc, eq } from "drizzle-orm";
import type { ApiKeysPage } from "../../../contracts/api-keys";
import type { Database } from "../../db/client";
import { apiKeys } from "../../db/schema/api-keys";
import { presentApiKey } from "./present-api-key";

/** The user's keys, newest first, revoked ones included (they still explain the request log). */
export async function listApiKeys(db: Database, userId: string, query: { page: number; pageSize: number }): Promise<ApiKeysPage> {
  const where = eq(apiKeys.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(apiKeys)
      .where(where)
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(apiKeys).where(where),
  ]);
  return { items: rows.map(presentApiKey), page: query.page, pageSize: query.pageSize, total: total?.value ?? 0 };
}
