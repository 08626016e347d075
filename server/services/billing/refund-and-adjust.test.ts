import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { adjustCredits } from "./adjust-credits";
import { createUser, countLedger, readBalances, sumLedger } from "../../../test/support/billing-data";
import { chargeCredits } from "./charge-credits";
import { refundCredits } from "./refund-credits";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const refund = (userId: string, reference: string) =>
  refundCredits(database.db, { userId, kind: "listing", reference, description: `Refund: listing ${reference} failed` });

describe("refundCredits", () => {
  it("gives back what the usage took, once, even when asked 10 times at once", async () => {
    const userId = await createUser(database.db, { credits: 5 });
    await chargeCredits(database.db, { userId, kind: "listing", amount: 2, reference: "job-1", description: "Listing job-1" });
    const results = await Promise.all(Array.from({ length: 10 }, () => refund(userId, "job-1")));
    expect(results.filter((r) => r.status === "refunded")).toEqual([expect.objectContaining({ amount: 2, balanceAfter: 5 })]);
    expect(results.filter((r) => r.status === "already_refunded")).toHaveLength(9);
    expect((await readBalances(database.db, userId)).listing).toBe(5);
    expect(await sumLedger(database.db, userId, "listing")).toBe(5);
  });

  it("has nothing to refund for a reference that was never charged, or charged to an admin", async () => {
    const userId = await createUser(database.db, { credits: 1 });
    expect(await refund(userId, "never")).toEqual({ status: "nothing_to_refund" });
    const admin = await createUser(database.db, { role: "admin" });
    await chargeCredits(database.db, { userId: admin, kind: "listing", reference: "admin-job", description: "Listing" });
    expect(await refund(admin, "admin-job")).toEqual({ status: "nothing_to_refund" });
  });

  it("commits with the failure it belongs to: rolled back together when the caller's transaction fails", async () => {
    const userId = await createUser(database.db, { credits: 2 });
    await chargeCredits(database.db, { userId, kind: "listing", reference: "job-2", description: "Listing job-2" });
    await expect(
      database.db.transaction(async (tx) => {
        await refundCredits(tx, { userId, kind: "listing", reference: "job-2", description: "Refund" });
        throw new Error("recording the failure failed");
      }),
    ).rejects.toThrow("recording the failure failed");
    expect((await readBalances(database.db, userId)).listing).toBe(1);
    expect(await countLedger(database.db, userId, "refund")).toBe(0);
  });
});

describe("adjustCredits (support)", () => {
  it("adds credits as an adjustment row, making the subscription row when needed", async () => {
    const userId = await createUser(database.db);
    expect(await adjustCredits(database.db, { userId, kind: "listing", amount: 4, description: "Goodwill" })).toMatchObject({ balanceAfter: 4 });
    expect(await countLedger(database.db, userId, "adjustment")).toBe(1);
    expect((await readBalances(database.db, userId)).row?.planType).toBe("none");
  });

  it("takes credits back but never below zero", async () => {
    const userId = await createUser(database.db, { credits: 2 });
    expect(await adjustCredits(database.db, { userId, kind: "listing", amount: -2, description: "Correction" })).toMatchObject({ balanceAfter: 0 });
    await expect(adjustCredits(database.db, { userId, kind: "listing", amount: -1, description: "Too much" })).rejects.toMatchObject({ code: "conflict" });
    await expect(adjustCredits(database.db, { userId, kind: "listing", amount: 0, description: "Nothing" })).rejects.toThrow(/non-zero/);
    expect(await sumLedger(database.db, userId, "listing")).toBe(0);
  });
});
