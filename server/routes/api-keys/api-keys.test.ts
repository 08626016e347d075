import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { randomClientIp, signUpVerified } from "../../../test/support/auth-session";
import { SAMPLE_TEXT } from "../../../test/support/grader-requests";
import { jsonRequest, useTestApp } from "../../../test/support/test-app";
import { apiKeys, apiRequests } from "../../db/schema/api-keys";
import { API_KEY_CACHE_MS } from "../../services/api-keys/api-key-cache";
import { hashApiKey } from "../../services/api-keys/api-key-secret";
import { expectError } from "../../../test/support/billing-requests";
import { bearer, createKey, getWithKey } from "../../../test/support/api-key-requests";
import { readAnswer } from "../../../test/support/read-answer";
import { apiKeySchema, apiKeysPageSchema } from "../../../contracts/api-keys";
import { accountResponseSchema, sessionResponseSchema } from "../../../contracts/session";
import { analyzeListingResponseSchema, graderUsageSchema } from "../../../contracts/grader";

const ADMIN = "api-keys-admin@example.com";
const t = useTestApp({ env: { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN } });
const INVALID = "This API key is not valid: it is unknown or has been revoked.";

describe("POST /api-keys", () => {
  it("answers the key once, stores only its SHA-256 and first characters", async () => {
    const host = await signUpVerified(t);
    const created = await createKey(t, host.cookie, "  Channel manager  ");
    expect(created).toMatchObject({ name: "Channel manager", lastUsedAt: null, revokedAt: null });
    expect(created.key).toMatch(/^ll_live_[A-Za-z0-9_-]{32}$/);
    expect(created.prefix).toBe(created.key.slice(0, 14));
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row).toMatchObject({ keyHash: hashApiKey(created.key), prefix: created.prefix });
    expect(JSON.stringify(row)).not.toContain(created.key);
    const list = await readAnswer(await t.app.request("/api/v1/api-keys", { headers: { cookie: host.cookie } }), apiKeysPageSchema);
    expect(list).toMatchObject({ page: 1, pageSize: 20, total: 1 });
    expect(list.items[0]).toEqual({ id: created.id, name: "Channel manager", prefix: created.prefix, createdAt: expect.any(String), lastUsedAt: null, revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(created.key);
  });

  it.each([[{}], [{ name: "   " }], [{ name: "x".repeat(61) }]])("refuses %j with 400", async (body) => {
    const host = await signUpVerified(t);
    await expectError(await t.app.request("/api/v1/api-keys", jsonRequest(body, { cookie: host.cookie })), 400, "validation_failed", /^name: /);
  });

  it("is refused to a visitor (401) and to an API key (403: keys cannot create keys)", async () => {
    await expectError(await t.app.request("/api/v1/api-keys", jsonRequest({ name: "x" })), 401, "unauthorized", "Please sign in to continue.");
    const host = await signUpVerified(t);
    const { key } = await createKey(t, host.cookie);
    const response = await t.app.request("/api/v1/api-keys", jsonRequest({ name: "child" }, bearer(key)));
    await expectError(response, 403, "forbidden", "API keys cannot manage API keys. Sign in to the API dashboard to do this.");
  });
});

describe("Authorization: Bearer <key>", () => {
  it("acts as the key's user on the endpoints a session may call, and logs each request by route pattern", async () => {
    const host = await signUpVerified(t);
    const created = await createKey(t, host.cookie);
    const account = await getWithKey(t, "/api/v1/account", created.key);
    expect(account.status).toBe(200);
    expect(await readAnswer(account, accountResponseSchema)).toMatchObject({ email: host.email, role: "user" });
    expect(account.headers.get("x-ratelimit-limit")).toBe("60");
    expect(account.headers.get("x-ratelimit-remaining")).toBe("59");
    expect((await getWithKey(t, "/api/v1/credits/transactions?page=1", created.key)).status).toBe(200);
    expect((await getWithKey(t, "/api/v1/billing/payments/nope", created.key)).status).toBe(404);
    const session = await readAnswer(await getWithKey(t, "/api/v1/session", created.key), sessionResponseSchema);
    expect(session.user).toEqual({ id: expect.any(String), name: host.name, email: host.email, role: "user" });
    // The log is written behind (decision 045): this process's rows are written out first.
    await t.deps.apiRequestLog.flush();
    const logged = await t.database.db.select().from(apiRequests).where(eq(apiRequests.apiKeyId, created.id));
    expect(logged.map((r) => [r.method, r.route, r.status])).toEqual([
      ["GET", "/api/v1/account", 200],
      ["GET", "/api/v1/credits/transactions", 200],
      ["GET", "/api/v1/billing/payments/{id}", 404],
      ["GET", "/api/v1/session", 200],
    ]);
    expect(logged.every((r) => r.durationMs >= 0 && r.userId === logged[0]!.userId)).toBe(true);
  });

  it("wins over a session cookie sent with it", async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const { key } = await createKey(t, owner.cookie);
    const response = await t.app.request("/api/v1/account", { headers: bearer(key, { cookie: other.cookie }) });
    expect((await readAnswer(response, accountResponseSchema)).email).toBe(owner.email);
  });

  it.each([
    ["an unknown key", "Bearer ll_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", INVALID],
    ["a malformed key", "Bearer not-a-key", INVALID],
    ["another scheme", "Basic dXNlcjpwYXNz", "Send your API key as `Authorization: Bearer <key>`."],
    ["an empty bearer", "Bearer ", "Send your API key as `Authorization: Bearer <key>`."],
  ])("refuses %s with 401 invalid_api_key, on public endpoints too", async (_label, authorization, message) => {
    await expectError(await t.app.request("/api/v1/account", { headers: { authorization } }), 401, "invalid_api_key", message);
    await expectError(await t.app.request("/api/v1/billing/config", { headers: { authorization } }), 401, "invalid_api_key", message);
  });

  it("records the last use at most once a minute", async () => {
    const host = await signUpVerified(t);
    const created = await createKey(t, host.cookie);
    await getWithKey(t, "/api/v1/account", created.key);
    const [first] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(first!.lastUsedAt).toBeInstanceOf(Date);
    await getWithKey(t, "/api/v1/account", created.key);
    const [second] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(second!.lastUsedAt).toEqual(first!.lastUsedAt);
    // A minute later (the stored time moved back), the next request writes it again.
    await t.database.db.update(apiKeys).set({ lastUsedAt: new Date(Date.now() - 61_000) }).where(eq(apiKeys.id, created.id));
    // The server holds the key's lookup (and the time it read) for up to API_KEY_CACHE_MS: the next lookup reads it.
    await new Promise((resolve) => setTimeout(resolve, API_KEY_CACHE_MS + 10));
    await getWithKey(t, "/api/v1/account", created.key);
    const [third] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(Date.now() - third!.lastUsedAt!.getTime()).toBeLessThan(5_000);
    const listed = await readAnswer(await t.app.request("/api/v1/api-keys", { headers: { cookie: host.cookie } }), apiKeysPageSchema);
    expect(listed.items[0]!.lastUsedAt).toBe(third!.lastUsedAt!.toISOString());
  });
});

describe("the grader with an API key", () => {
  it("counts the 3 analyses an hour per key (a program keeps no cookie) and sets no cookie", async () => {
    const host = await signUpVerified(t);
    const first = await createKey(t, host.cookie, "first");
    const second = await createKey(t, host.cookie, "second");
    const analyze = (key: string) => t.app.request("/api/v1/grader/analyze", jsonRequest({ text: SAMPLE_TEXT }, bearer(key, { "x-forwarded-for": randomClientIp() })));
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await analyze(first.key));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 429]);
    expect(answers[0]!.headers.get("set-cookie")).toBeNull();
    expect((await readAnswer(answers[2]!, analyzeListingResponseSchema)).usage).toMatchObject({ used: 3, remaining: 0 });
    expect((await analyze(second.key)).status).toBe(200);
    const usage = await readAnswer(await getWithKey(t, "/api/v1/grader/usage", first.key), graderUsageSchema);
    expect(usage).toMatchObject({ used: 3, limit: 3, remaining: 0 });
  });
});

describe("DELETE /api-keys/{id}", () => {
  it("revokes: the key is refused from then on, and the list shows when", async () => {
    const host = await signUpVerified(t);
    const created = await createKey(t, host.cookie);
    expect((await getWithKey(t, "/api/v1/account", created.key)).status).toBe(200);
    const revoked = await t.app.request(`/api/v1/api-keys/${created.id}`, { method: "DELETE", headers: { cookie: host.cookie } });
    expect(revoked.status).toBe(200);
    const body = await readAnswer(revoked, apiKeySchema);
    expect(body.revokedAt).toEqual(expect.any(String));
    await expectError(await getWithKey(t, "/api/v1/account", created.key), 401, "invalid_api_key", INVALID);
    await expectError(await getWithKey(t, "/api/v1/grader/usage", created.key), 401, "invalid_api_key", INVALID);
    const again = await t.app.request(`/api/v1/api-keys/${created.id}`, { method: "DELETE", headers: { cookie: host.cookie } });
    expect((await readAnswer(again, apiKeySchema)).revokedAt).toBe(body.revokedAt);
  });

  it("does not find another user's key, and refuses an API key (403)", async () => {
    const owner = await signUpVerified(t);
    const other = await signUpVerified(t);
    const created = await createKey(t, owner.cookie);
    const response = await t.app.request(`/api/v1/api-keys/${created.id}`, { method: "DELETE", headers: { cookie: other.cookie } });
    await expectError(response, 404, "not_found", "No such API key.");
    const byKey = await t.app.request(`/api/v1/api-keys/${created.id}`, { method: "DELETE", headers: bearer(created.key) });
    await expectError(byKey, 403, "forbidden", "API keys cannot manage API keys. Sign in to the API dashboard to do this.");
    expect((await getWithKey(t, "/api/v1/account", created.key)).status).toBe(200);
  });
});

describe("admin endpoints", () => {
  it.each(["/api/v1/admin/token-usage", "/api/v1/admin/token-usage.csv", "/api/v1/admin/page-views"])(
    "%s refuses a user's key with 403",
    async (path) => {
      const user = await signUpVerified(t);
      const userKey = await createKey(t, user.cookie);
      await expectError(await getWithKey(t, path, userKey.key), 403, "forbidden", "API keys cannot reach admin endpoints. Sign in as an administrator instead.");
    },
  );

  it("refuses the admin's own key, while the admin's session gets through", async () => {
    const admin = await signUpVerified(t, { email: ADMIN });
    const { key } = await createKey(t, admin.cookie);
    expect((await readAnswer(await getWithKey(t, "/api/v1/account", key), accountResponseSchema)).role).toBe("admin");
    for (const path of ["/api/v1/admin/token-usage", "/api/v1/admin/token-usage.csv", "/api/v1/admin/page-views", "/api/v1/scrape"]) {
      const response = path === "/api/v1/scrape" ? await t.app.request(path, jsonRequest({ url: "https://www.airbnb.com/rooms/1" }, bearer(key))) : await getWithKey(t, path, key);
      await expectError(response, 403, "forbidden", "API keys cannot reach admin endpoints. Sign in as an administrator instead.");
    }
    expect((await t.app.request("/api/v1/admin/token-usage", { headers: { cookie: admin.cookie } })).status).toBe(200);
  });
});
