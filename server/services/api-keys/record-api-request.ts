import { lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { prepareInsertRowsAsJson } from "../../db/insert-rows-as-json";
import { apiRequests, idempotencyKeys } from "../../db/schema/api-keys";

/** The request log keeps 90 days; the dashboard's charts read at most that far back. */
export const API_REQUEST_RETENTION_DAYS = 90;
/** An Idempotency-Key is remembered for 24 hours. */
export const IDEMPOTENCY_RETENTION_HOURS = 24;

export interface ApiRequestEntry {
  apiKeyId: string;
  userId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
}

const insertRows = prepareInsertRowsAsJson(apiRequests, ["apiKeyId", "userId", "method", "route", "status", "durationMs", "createdAt"]);

/** Writes rows of the request log in one statement and one parameter (api-request-log.ts gathers them). */
export async function recordApiRequests(db: Database, entries: (ApiRequestEntry & { createdAt?: Date })[]): Promise<void> {
  const now = new Date();
  await insertRows(db, entries.map((entry) => ({ ...entry, createdAt: entry.createdAt ?? now })));
}

/** Deletes request-log rows past their 90 days and Idempotency-Key records past their 24 hours. */
export async function pruneApiRecords(db: Database, now = new Date()): Promise<{ requests: number; idempotencyKeys: number }> {
  const requestCutoff = new Date(now.getTime() - API_REQUEST_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const keyCutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_HOURS * 60 * 60 * 1000);
  const requests = await db.delete(apiRequests).where(lt(apiRequests.createdAt, requestCutoff)).returning({ id: apiRequests.id });
  const keys = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, keyCutoff)).returning({ key: idempotencyKeys.key });
  return { requests: requests.length, idempotencyKeys: keys.length };
}
