import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUpVerified } from "../../../test/support/auth-session";
import { createKey } from "../../../test/support/api-key-requests";
import { useTestApp } from "../../../test/support/test-app";
import { apiRequests } from "../../db/schema/api-keys";
import { user } from "../../db/schema/auth";
import { createLogger } from "../../logger";
import { API_REQUEST_LOG_BATCH_ROWS, createApiRequestLog } from "./api-request-log";

const t = useTestApp();

async function keyAndUser() {
  const host = await signUpVerified(t);
  const { id } = await createKey(t, host.cookie);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, host.email));
  return { apiKeyId: id, userId: row!.id };
}

describe("the API request log, written behind", () => {
  it("writes a full batch at once, holds the rest until its time, and writes everything on close", async () => {
    const owner = await keyAndUser();
    const log = createApiRequestLog({ db: t.database.db, logger: createLogger(t.env), flushMs: 600_000 });
    const count = () => t.database.db.$count(apiRequests, eq(apiRequests.apiKeyId, owner.apiKeyId));
    const rows = 2 * API_REQUEST_LOG_BATCH_ROWS + 7;
    for (let i = 0; i < rows; i++) log.record({ ...owner, method: "GET", route: "/api/v1/account", status: i % 2 ? 200 : 429, durationMs: i });
    await expect.poll(count).toBe(2 * API_REQUEST_LOG_BATCH_ROWS);
    expect(await count()).toBe(2 * API_REQUEST_LOG_BATCH_ROWS);
    await log.close();
    expect(await count()).toBe(rows);
    // After close a row is written at once.
    log.record({ ...owner, method: "POST", route: "/api/v1/grader/analyze", status: 200, durationMs: 1 });
    await log.flush();
    expect(await count()).toBe(rows + 1);
  });

  it("writes what waits after flushMs, with the time each request was answered", async () => {
    const owner = await keyAndUser();
    const log = createApiRequestLog({ db: t.database.db, logger: createLogger(t.env), flushMs: 100 });
    const before = Date.now();
    log.record({ ...owner, method: "GET", route: "/api/v1/account", status: 200, durationMs: 3 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    log.record({ ...owner, method: "GET", route: "/api/v1/session", status: 200, durationMs: 4 });
    const read = () => t.database.db.select().from(apiRequests).where(eq(apiRequests.apiKeyId, owner.apiKeyId)).orderBy(apiRequests.id);
    expect(await read()).toHaveLength(0);
    await expect.poll(async () => (await read()).length, { timeout: 2000 }).toBe(2);
    const [first, second] = await read();
    expect(first!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(second!.createdAt.getTime() - first!.createdAt.getTime()).toBeGreaterThanOrEqual(40);
    await log.close();
  });
});
