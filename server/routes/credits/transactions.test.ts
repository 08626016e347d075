import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, type TestUser } from "../../../test/support/auth-session";
import { useTestApp } from "../../../test/support/test-app";
import { user } from "../../db/schema/auth";
import { creditTransactions } from "../../db/schema/billing";
import { chargeCredits } from "../../services/billing/charge-credits";
import { refundCredits } from "../../services/billing/refund-credits";
import { expectError, postCheckout, readLedger } from "../../../test/support/billing-requests";

const t = useTestApp({ env: { TRUST_PROXY: "true" } });
let host: TestUser;
let userId: string;

// One history for the file: Launch Special (2 rows), Growth Pack (2 rows), 2 listings charged, 1 refunded = 7 rows.
beforeAll(async () => {
  host = await signUpVerified(t);
  const db = t.database.db;
  [{ id: userId }] = (await db.select({ id: user.id }).from(user).where(eq(user.email, host.email))) as [{ id: string }];
  await postCheckout(t, host.cookie, { plan: "launch_special" });
  await postCheckout(t, host.cookie, { packId: 3 });
  await chargeCredits(db, { userId, kind: "listing", reference: "listing-a", description: "Listing: Beach house" });
  await chargeCredits(db, { userId, kind: "listing", reference: "listing-b", description: "=HYPERLINK(\"http://x\"), \"quoted\"" });
  await refundCredits(db, { userId, kind: "listing", reference: "listing-b", description: "Refund: the writer could not finish" });
});

describe("GET /credits/transactions", () => {
  it("lists the ledger newest first with the balance after each row", async () => {
    const ledger = await readLedger(t, host.cookie);
    expect(ledger).toMatchObject({ page: 1, pageSize: 20, total: 7 });
    expect(ledger.items.map((i) => [i.transactionType, i.creditKind, i.amount, i.balanceAfter])).toEqual([
      ["refund", "listing", 1, 3],
      ["usage", "listing", -1, 2],
      ["usage", "listing", -1, 3],
      ["purchase", "caption", 150, 200],
      ["purchase", "listing", 3, 4],
      ["purchase", "caption", 50, 50],
      ["purchase", "listing", 1, 1],
    ]);
    const times = ledger.items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("pages: pageSize 3 gives 3, 3 and 1 rows, all different", async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => readLedger(t, host.cookie, `?page=${page}&pageSize=3`)));
    expect(pages.map((p) => p.items.length)).toEqual([3, 3, 1]);
    expect(new Set(pages.flatMap((p) => p.items.map((i) => `${i.createdAt}${i.amount}${i.creditKind}`))).size).toBe(7);
    expect((await readLedger(t, host.cookie, "?page=4&pageSize=3")).items).toEqual([]);
  });

  it("filters by type and kind", async () => {
    expect((await readLedger(t, host.cookie, "?type=usage")).total).toBe(2);
    expect((await readLedger(t, host.cookie, "?type=purchase&kind=caption")).items.map((i) => i.amount)).toEqual([150, 50]);
    expect((await readLedger(t, host.cookie, "?kind=listing")).total).toBe(5);
    expect((await readLedger(t, host.cookie, "?type=adjustment")).total).toBe(0);
  });

  it("filters by date range: from inclusive, to exclusive; dates read as UTC midnight", async () => {
    const rows = await t.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, userId));
    const newest = new Date(Math.max(...rows.map((r) => r.createdAt.getTime())));
    expect((await readLedger(t, host.cookie, `?from=${encodeURIComponent(newest.toISOString())}`)).total).toBeGreaterThanOrEqual(1);
    expect((await readLedger(t, host.cookie, `?to=${encodeURIComponent(newest.toISOString())}`)).total).toBeLessThan(7);
    expect((await readLedger(t, host.cookie, "?to=2000-01-01")).total).toBe(0);
    expect((await readLedger(t, host.cookie, "?from=2000-01-01&to=2999-01-01")).total).toBe(7);
  });

  it.each([["?type=gift"], ["?kind=money"], ["?from=yesterday"], ["?pageSize=500"], ["?page=0"]])("refuses %s with 400", async (query) => {
    const response = await t.app.request(`/api/v1/credits/transactions${query}`, { headers: { cookie: host.cookie } });
    await expectError(response, 400, "validation_failed", /.+/);
  });

  it("refuses a range whose start is after its end", async () => {
    const response = await t.app.request("/api/v1/credits/transactions?from=2026-02-01&to=2026-01-01", { headers: { cookie: host.cookie } });
    await expectError(response, 400, "validation_failed", "from: must not be after to");
  });

  it("shows each user only their own ledger", async () => {
    const other = await signUpVerified(t);
    expect(await readLedger(t, other.cookie)).toMatchObject({ total: 0, items: [] });
  });
});

describe("GET /credits/transactions.csv", () => {
  it("downloads the filtered ledger as CSV, newest first, formulas defused and quotes escaped", async () => {
    const response = await t.app.request("/api/v1/credits/transactions.csv?kind=listing", { headers: { cookie: host.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="listinglift-credit-history-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("date,type,kind,amount,balance_after,description,reference");
    expect(lines).toHaveLength(7); // header, 5 rows, and the empty string after the last CRLF
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,refund,listing,1,3,Refund: the writer could not finish,listing-b$/);
    expect(lines[2]).toMatch(/,usage,listing,-1,2,"'=HYPERLINK\(""http:\/\/x""\), ""quoted""",listing-b$/);
    expect(lines[5]).toMatch(/,purchase,listing,1,1,Launch Special: 1 listing credit \(demo payment\),[0-9a-f-]{36}$/);
    expect(lines[6]).toBe("");
  });
});
