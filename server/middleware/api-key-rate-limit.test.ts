import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUpVerified } from "../../test/support/auth-session";
import { useTestApp } from "../../test/support/test-app";
import { apiRequests } from "../db/schema/api-keys";
import { rateLimitBuckets } from "../db/schema/rate-limits";
import { createKey, getWithKey } from "../../test/support/api-key-requests";
import { readAnswer } from "../../test/support/read-answer";
import { apiErrorSchema } from "../../contracts/errors";

const t = useTestApp({ env: { TRUST_PROXY: "true", API_KEY_RATE_LIMIT: "5" } });

describe("the per-key limit (API_KEY_RATE_LIMIT=5 a minute)", () => {
  it("lets 5 requests through, answers the 6th with 429, Retry-After and the error shape, and logs it", async () => {
    const host = await signUpVerified(t);
    const created = await createKey(t, host.cookie);
    const remaining: (string | null)[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await getWithKey(t, "/api/v1/account", created.key);
      expect(response.status).toBe(200);
      remaining.push(response.headers.get("x-ratelimit-remaining"));
    }
    expect(remaining).toEqual(["4", "3", "2", "1", "0"]);
    const refused = await getWithKey(t, "/api/v1/account", created.key);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("x-ratelimit-limit")).toBe("5");
    const body = await readAnswer(refused, apiErrorSchema);
    expect(body).toEqual({
      error: {
        code: "rate_limited",
        message: `This API key made 5 requests in the last minute, its limit. Try again in ${retryAfter} seconds.`,
        details: { limit: 5, windowSeconds: 60, retryAfterSeconds: retryAfter },
      },
    });
    await t.deps.apiRequestLog.flush();
    const statuses = await t.database.db.select({ status: apiRequests.status }).from(apiRequests).where(eq(apiRequests.apiKeyId, created.id));
    expect(statuses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("holds under 12 parallel requests: exactly 5 pass", async () => {
    const host = await signUpVerified(t);
    const { key } = await createKey(t, host.cookie);
    const responses = await Promise.all(Array.from({ length: 12 }, () => getWithKey(t, "/api/v1/account", key)));
    expect(responses.filter((r) => r.status === 200)).toHaveLength(5);
    expect(responses.filter((r) => r.status === 429)).toHaveLength(7);
  });

  it("counts each key on its own, and the session not at all", async () => {
    const host = await signUpVerified(t);
    const first = await createKey(t, host.cookie, "first");
    const second = await createKey(t, host.cookie, "second");
    for (let i = 0; i < 5; i++) await getWithKey(t, "/api/v1/account", first.key);
    expect((await getWithKey(t, "/api/v1/account", first.key)).status).toBe(429);
    expect((await getWithKey(t, "/api/v1/account", second.key)).status).toBe(200);
    for (let i = 0; i < 8; i++) expect((await t.app.request("/api/v1/account", { headers: { cookie: host.cookie } })).status).toBe(200);
  });

  it("starts again when the minute is over", async () => {
    const host = await signUpVerified(t);
    const created = await createKey(t, host.cookie);
    for (let i = 0; i < 5; i++) await getWithKey(t, "/api/v1/account", created.key);
    expect((await getWithKey(t, "/api/v1/account", created.key)).status).toBe(429);
    // The window started a minute ago (moved back in the database, where every server process reads it).
    await t.database.db
      .update(rateLimitBuckets)
      .set({ windowStartedAt: new Date(Date.now() - 60_000) })
      .where(eq(rateLimitBuckets.key, `api-key:${created.id}`));
    expect((await getWithKey(t, "/api/v1/account", created.key)).status).toBe(200);
  });
});
