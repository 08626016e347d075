import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUpVerified, type TestUser } from "../../test/support/auth-session";
import { jsonRequest, type TestContext, useTestApp } from "../../test/support/test-app";
import { idempotencyKeys } from "../db/schema/api-keys";
import { user } from "../db/schema/auth";
import { payments } from "../db/schema/billing";
import { serverInstances } from "../db/schema/server-instances";
import { registerInstance } from "../services/instances/server-instances";
import { hashRequest } from "./idempotency";
import { bearer, createKey } from "../../test/support/api-key-requests";
import { expectError, readAccount, readLedger } from "../../test/support/billing-requests";

const t = useTestApp({ env: { TRUST_PROXY: "true" } });

/**
 * The paid POSTs: buying the Growth Pack with demo payments (a payment, 3 credits) is tested here in full; writing a
 * listing (one usage row in the ledger) has its own "retried 3 times charges once" test in routes/listings.
 */
const PAID_POSTS = [
  {
    name: "POST /billing/checkout",
    path: "/api/v1/billing/checkout",
    body: { packId: 3 },
    otherBody: { packId: 4 },
    charges: async (t: TestContext, host: TestUser) => {
      const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, host.email));
      return (await t.database.db.select().from(payments).where(eq(payments.userId, row!.id))).length;
    },
  },
];

function post(t: TestContext, path: string, body: unknown, headers: Record<string, string>) {
  return t.app.request(path, jsonRequest(body, headers));
}

describe.each(PAID_POSTS)("Idempotency-Key on $name", ({ path, body, otherBody, charges }) => {
  it("charges once when an idempotent request is retried 3 times with an API key, and answers the same each time", async () => {
    const host = await signUpVerified(t);
    const { key } = await createKey(t, host.cookie);
    const headers = bearer(key, { "idempotency-key": crypto.randomUUID() });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await post(t, path, body, headers));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((r) => r.headers.get("idempotent-replayed"))).toEqual([null, "true", "true", "true"]);
    const bodies = await Promise.all(answers.map((r) => r.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(answers[3]!.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await charges(t, host)).toBe(1);
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 3, imageCaptionCredits: 150 });
    expect((await readLedger(t, host.cookie)).total).toBe(2);
  });

  it("charges once for 5 parallel requests with one key: the others are told it is running (409) or get its answer", async () => {
    const host = await signUpVerified(t);
    const headers = { cookie: host.cookie, "idempotency-key": crypto.randomUUID() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(t, path, body, headers)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    for (const refused of answers.filter((r) => r.status === 409)) {
      expect(refused.headers.get("retry-after")).toBe("1");
      await expectError(refused, 409, "request_in_progress", "A request with this Idempotency-Key is still running. Retry when it has finished.");
    }
    expect(await charges(t, host)).toBe(1);
  });

  it("refuses the same key with another body (422), and takes the same JSON in another key order or spacing", async () => {
    const host = await signUpVerified(t);
    const headers = { cookie: host.cookie, "idempotency-key": "order-2026-03-10-0001" };
    expect((await post(t, path, body, headers)).status).toBe(200);
    const reordered = await t.app.request(path, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: ` ${JSON.stringify(body, null, 2)} ` });
    expect(reordered.headers.get("idempotent-replayed")).toBe("true");
    const other = await post(t, path, otherBody, headers);
    await expectError(other, 422, "idempotency_key_reused", "This Idempotency-Key was used for a different request. Use a new key for each new request.");
    expect(await charges(t, host)).toBe(1);
  });

  it("keeps keys per user, and charges each request without a key or with a new key", async () => {
    const first = await signUpVerified(t);
    const second = await signUpVerified(t);
    const shared = { "idempotency-key": "same-key-for-two-users" };
    expect((await post(t, path, body, { cookie: first.cookie, ...shared })).status).toBe(200);
    const other = await post(t, path, body, { cookie: second.cookie, ...shared });
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(await charges(t, second)).toBe(1);
    await post(t, path, body, { cookie: first.cookie });
    await post(t, path, body, { cookie: first.cookie });
    await post(t, path, body, { cookie: first.cookie, "idempotency-key": "another-key" });
    expect(await charges(t, first)).toBe(4);
  });

  it("does not keep a failed answer: a retry after the failure is fixed runs again", async () => {
    const host = await signUpVerified(t);
    const headers = { cookie: host.cookie, "idempotency-key": crypto.randomUUID() };
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, host.email));
    // Two tries fail before anything is charged (no session, then an unknown pack): neither answer is kept.
    await expectError(await post(t, path, body, { "idempotency-key": headers["idempotency-key"] }), 401, "unauthorized", "Please sign in to continue.");
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, row!.id))).toEqual([]);
    await expectError(await post(t, path, { packId: 99 }, headers), 400, "bad_request", "Invalid credit pack selected.");
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, row!.id))).toEqual([]);
    expect((await post(t, path, body, headers)).status).toBe(200);
    expect(await charges(t, host)).toBe(1);
  });

  it("takes over at once a key whose first request's server instance stopped beating (it died mid-request)", async () => {
    const host = await signUpVerified(t);
    const key = crypto.randomUUID();
    const instance = await registerInstance(t.database.db);
    const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, host.email));
    // The first request's claim, as a server left it when it was killed mid-request.
    await t.database.db.insert(idempotencyKeys).values({ userId: row!.id, key, method: "POST", route: path, requestHash: hashRequest(JSON.stringify(body)), claimedBy: instance });
    const headers = { cookie: host.cookie, "idempotency-key": key };
    expect((await post(t, path, body, headers)).status).toBe(409);
    await t.database.db.update(serverInstances).set({ lastSeenAt: sql`now() - interval '31 seconds'` }).where(eq(serverInstances.id, instance));
    expect((await post(t, path, body, headers)).status).toBe(200);
    expect(await charges(t, host)).toBe(1);
  });

  it("forgets a key after 24 hours", async () => {
    const host = await signUpVerified(t);
    const headers = { cookie: host.cookie, "idempotency-key": crypto.randomUUID() };
    expect((await post(t, path, body, headers)).status).toBe(200);
    // Moved back by the database itself, at its own (microsecond) precision.
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`${idempotencyKeys.createdAt} - interval '24 hours 1 second'` })
      .where(eq(idempotencyKeys.key, headers["idempotency-key"]));
    const later = await post(t, path, body, headers);
    expect(later.headers.get("idempotent-replayed")).toBeNull();
    expect(await charges(t, host)).toBe(2);
  });

  it.each([["x".repeat(256)], ["has space"], ["ünïcode"]])("refuses the key %j with 400", async (key) => {
    const host = await signUpVerified(t);
    const response = await post(t, path, body, { cookie: host.cookie, "idempotency-key": key });
    await expectError(response, 400, "validation_failed", "Idempotency-Key: 1 to 255 visible ASCII characters, such as a UUID.");
    expect(await charges(t, host)).toBe(0);
  });
});
