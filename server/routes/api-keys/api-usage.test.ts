import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signUpVerified } from "../../../test/support/auth-session";
import { useTestApp } from "../../../test/support/test-app";
import { apiRequests } from "../../db/schema/api-keys";
import { user } from "../../db/schema/auth";
import { pruneApiRecords } from "../../services/api-keys/record-api-request";
import { chargeCredits } from "../../services/billing/charge-credits";
import { refundCredits } from "../../services/billing/refund-credits";
import { expectError, postCheckout } from "../../../test/support/billing-requests";
import { createKey, getWithKey } from "../../../test/support/api-key-requests";
import { readAnswer } from "../../../test/support/read-answer";
import { apiUsageSchema } from "../../../contracts/api-keys";

const t = useTestApp({ env: { TRUST_PROXY: "true" } });
const today = () => new Date().toISOString().slice(0, 10);

describe("GET /api-usage", () => {
  it("counts the requests of the user's keys and the credits used, per day", async () => {
    const host = await signUpVerified(t);
    const [{ id: userId }] = (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, host.email))) as [{ id: string }];
    const first = await createKey(t, host.cookie, "first");
    const second = await createKey(t, host.cookie, "second");
    await getWithKey(t, "/api/v1/account", first.key);
    await getWithKey(t, "/api/v1/account", second.key);
    await getWithKey(t, "/api/v1/billing/payments/missing", second.key);
    // An old request, 3 days ago, through the same log.
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    await t.database.db.insert(apiRequests).values({ apiKeyId: first.id, userId, method: "GET", route: "/api/v1/account", status: 200, durationMs: 4, createdAt: threeDaysAgo });
    // Credits: 3 bought; 2 listings charged and 1 refunded; 1 caption charged.
    await postCheckout(t, host.cookie, { packId: 3 });
    await chargeCredits(t.database.db, { userId, kind: "listing", reference: "l-1", description: "Listing 1" });
    await chargeCredits(t.database.db, { userId, kind: "listing", reference: "l-2", description: "Listing 2" });
    await refundCredits(t.database.db, { userId, kind: "listing", reference: "l-2", description: "Refund" });
    await chargeCredits(t.database.db, { userId, kind: "caption", reference: "c-1", description: "Caption" });
    // Another user's key does not count.
    const other = await signUpVerified(t);
    await getWithKey(t, "/api/v1/account", (await createKey(t, other.cookie)).key);

    const usage = await readAnswer(await t.app.request("/api/v1/api-usage", { headers: { cookie: host.cookie } }), apiUsageSchema);
    expect(usage.days).toHaveLength(30);
    expect(usage.to).toBe(today());
    expect(usage.days.at(-1)).toEqual({ day: today(), requests: 3, errors: 1, listingCredits: 1, captionCredits: 1 });
    expect(usage.days.at(-4)).toMatchObject({ day: threeDaysAgo.toISOString().slice(0, 10), requests: 1, errors: 0 });
    expect(usage.totals).toEqual({ requests: 4, errors: 1, listingCredits: 1, captionCredits: 1 });
    // The dashboard's own request is made with the session: it is not counted; a key may read it too.
    const byKey = await readAnswer(await getWithKey(t, `/api/v1/api-usage?from=${today()}&to=${today()}`, first.key), apiUsageSchema);
    expect(byKey.days).toEqual([{ day: today(), requests: 3, errors: 1, listingCredits: 1, captionCredits: 1 }]);
  });

  it("refuses a range that ends before it starts", async () => {
    const host = await signUpVerified(t);
    await expectError(await t.app.request("/api/v1/api-usage?from=2026-02-02&to=2026-02-01", { headers: { cookie: host.cookie } }), 400, "validation_failed", "from: must not be after to");
  });
});

describe("pruneApiRecords", () => {
  it("deletes request-log rows older than 90 days and keeps the rest", async () => {
    const host = await signUpVerified(t);
    const created = await createKey(t, host.cookie);
    await getWithKey(t, "/api/v1/account", created.key);
    await t.deps.apiRequestLog.flush();
    const [{ userId }] = (await t.database.db.select({ userId: apiRequests.userId }).from(apiRequests).where(eq(apiRequests.apiKeyId, created.id))) as [{ userId: string }];
    const day = 24 * 60 * 60 * 1000;
    const row = { apiKeyId: created.id, userId, method: "GET", route: "/api/v1/account", status: 200, durationMs: 1 };
    await t.database.db.insert(apiRequests).values([
      { ...row, createdAt: new Date(Date.now() - 91 * day) },
      { ...row, createdAt: new Date(Date.now() - 89 * day) },
    ]);
    const pruned = await pruneApiRecords(t.database.db);
    expect(pruned.requests).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.select().from(apiRequests).where(eq(apiRequests.apiKeyId, created.id));
    expect(left).toHaveLength(2);
  });
});
