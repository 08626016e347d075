import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { INSUFFICIENT_CREDITS_MESSAGE } from "../../../core/credits/credit-messages";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { AppError } from "../../errors";
import { createUser, countLedger, readBalances, sumLedger } from "../../../test/support/billing-data";
import { chargeCredits } from "./charge-credits";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

const charge = (userId: string, reference: string, amount?: number, kind: "listing" | "caption" = "listing") =>
  chargeCredits(database.db, { userId, kind, amount, reference, description: `Listing ${reference}` });

async function settle(promises: Promise<unknown>[]) {
  const results = await Promise.allSettled(promises);
  const failures = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
  return { ok: results.length - failures.length, failures };
}

describe(`chargeCredits on ${inject("postgresUrl") ? "PostgreSQL" : "PGlite"}`, () => {
  it("takes 1 credit by default and writes a usage row with the balance after", async () => {
    const userId = await createUser(database.db, { credits: 3 });
    expect(await charge(userId, "listing-1")).toMatchObject({ status: "charged", balanceAfter: 2 });
    expect((await readBalances(database.db, userId)).listing).toBe(2);
    expect(await countLedger(database.db, userId, "usage")).toBe(1);
    expect(await sumLedger(database.db, userId, "listing")).toBe(2);
  });

  it("20 parallel charges against a balance of 5: exactly 5 succeed, balance 0, 5 usage rows", async () => {
    const userId = await createUser(database.db, { credits: 5 });
    const { ok, failures } = await settle(Array.from({ length: 20 }, (_, i) => charge(userId, `parallel-${i}`)));
    expect(ok).toBe(5);
    expect(failures).toHaveLength(15);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ code: "insufficient_credits", status: 402, message: INSUFFICIENT_CREDITS_MESSAGE });
    }
    expect((await readBalances(database.db, userId)).listing).toBe(0);
    expect(await countLedger(database.db, userId, "usage")).toBe(5);
    expect(await sumLedger(database.db, userId, "listing")).toBe(0);
  });

  it("50 parallel charges against 10 credits: exactly 10 succeed and the ledger sums to the balance", async () => {
    const userId = await createUser(database.db, { credits: 10 });
    const { ok } = await settle(Array.from({ length: 50 }, (_, i) => charge(userId, `fifty-${i}`)));
    expect(ok).toBe(10);
    expect((await readBalances(database.db, userId)).listing).toBe(0);
    expect(await sumLedger(database.db, userId, "listing")).toBe(0);
    expect(await countLedger(database.db, userId, "usage")).toBe(10);
  });

  it("charges a reference once: 10 parallel retries of one charge take 1 credit", async () => {
    const userId = await createUser(database.db, { credits: 5 });
    const results = await Promise.all(Array.from({ length: 10 }, () => charge(userId, "same-listing")));
    expect(results.filter((r) => r.status === "charged")).toHaveLength(1);
    expect(results.filter((r) => r.status === "already_charged")).toHaveLength(9);
    expect((await readBalances(database.db, userId)).listing).toBe(4);
  });

  it("a retry after the balance ran out is still 'already charged', not 'insufficient'", async () => {
    const userId = await createUser(database.db, { credits: 1 });
    await charge(userId, "last-one");
    expect(await charge(userId, "last-one")).toEqual({ status: "already_charged" });
    await expect(charge(userId, "another")).rejects.toMatchObject({ code: "insufficient_credits" });
  });

  it("takes larger amounts only when the balance covers them, and never goes below zero", async () => {
    const userId = await createUser(database.db, { credits: 3 });
    await expect(charge(userId, "big", 4)).rejects.toMatchObject({ message: INSUFFICIENT_CREDITS_MESSAGE });
    expect(await charge(userId, "exact", 3)).toMatchObject({ status: "charged", balanceAfter: 0 });
    await expect(charge(userId, "zero", 0)).rejects.toThrow(/positive whole number/);
  });

  it("refuses a user without any subscription row (balance 0)", async () => {
    const userId = await createUser(database.db);
    await expect(charge(userId, "none")).rejects.toMatchObject({ code: "insufficient_credits" });
  });

  it("keeps the two kinds apart: caption credits pay for captions only", async () => {
    const userId = await createUser(database.db, { credits: 1, captions: 2 });
    expect(await charge(userId, "caption-job", 2, "caption")).toMatchObject({ balanceAfter: 0 });
    expect(await readBalances(database.db, userId)).toMatchObject({ listing: 1, caption: 0 });
    await expect(charge(userId, "caption-job-2", 1, "caption")).rejects.toMatchObject({ code: "insufficient_credits" });
  });

  it("never charges an admin: 10 charges at balance 0 succeed with usage rows of amount 0", async () => {
    const userId = await createUser(database.db, { role: "admin" });
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => charge(userId, `admin-${i}`)));
    expect(results.every((r) => r.status === "admin")).toBe(true);
    expect(await countLedger(database.db, userId, "usage")).toBe(10);
    expect(await sumLedger(database.db, userId, "listing")).toBe(0);
    expect(await charge(userId, "admin-0")).toEqual({ status: "already_charged" });
  });

  it("inside the caller's transaction: a refusal rolls the caller's work back with it", async () => {
    const userId = await createUser(database.db, { credits: 1 });
    await expect(
      database.db.transaction(async (tx) => {
        await chargeCredits(tx, { userId, kind: "listing", reference: "in-tx-1", description: "first" });
        await chargeCredits(tx, { userId, kind: "listing", reference: "in-tx-2", description: "second" });
      }),
    ).rejects.toMatchObject({ code: "insufficient_credits" });
    expect((await readBalances(database.db, userId)).listing).toBe(1);
    expect(await countLedger(database.db, userId, "usage")).toBe(0);
  });
});
