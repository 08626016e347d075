import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { createLogger } from "../../logger";
import { parseEnv } from "../../env";
import { createPendingPayment, createUser, countLedger, readBalances, sumLedger } from "../../../test/support/billing-data";
import { grantPurchase } from "./grant-purchase";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());
const logger = createLogger(parseEnv({ LOG_LEVEL: "silent" }));

describe("grantPurchase", () => {
  it("grants a payment once when 10 deliveries race: one pending→paid flip, one grant", async () => {
    const userId = await createUser(database.db);
    const paymentId = await createPendingPayment(database.db, userId, "3");
    const results = await Promise.all(Array.from({ length: 10 }, () => grantPurchase(database.db, paymentId, { onLaunchSpecialUsed: "grant", logger })));
    expect(results.filter((r) => r.granted)).toHaveLength(1);
    expect(await readBalances(database.db, userId)).toMatchObject({ listing: 3, caption: 150 });
    expect(await countLedger(database.db, userId, "purchase")).toBe(2);
    expect(await sumLedger(database.db, userId, "listing")).toBe(3);
    expect(await sumLedger(database.db, userId, "caption")).toBe(150);
  });

  it("grants nothing for an unknown payment id", async () => {
    expect(await grantPurchase(database.db, "no-such-payment", { onLaunchSpecialUsed: "grant" })).toEqual({ granted: false });
  });

  it("sets plan one_time, is_active and has_used_launch_special for the Launch Special", async () => {
    const userId = await createUser(database.db);
    const paymentId = await createPendingPayment(database.db, userId, "launch_special");
    await grantPurchase(database.db, paymentId, { onLaunchSpecialUsed: "refuse" });
    expect((await readBalances(database.db, userId)).row).toMatchObject({
      planType: "one_time",
      isActive: true,
      hasUsedLaunchSpecial: true,
      creditsRemaining: 1,
      imageCaptionCredits: 50,
    });
  });

  it("a second paid Launch Special: refused (rolled back, payment stays pending) for demo, honoured for money taken", async () => {
    const userId = await createUser(database.db);
    const first = await createPendingPayment(database.db, userId, "launch_special");
    const second = await createPendingPayment(database.db, userId, "launch_special");
    await grantPurchase(database.db, first, { onLaunchSpecialUsed: "refuse" });
    await expect(grantPurchase(database.db, second, { onLaunchSpecialUsed: "refuse" })).rejects.toMatchObject({ code: "conflict" });
    expect((await readBalances(database.db, userId)).listing).toBe(1);
    expect(await grantPurchase(database.db, second, { onLaunchSpecialUsed: "grant", logger })).toMatchObject({ granted: true });
    expect((await readBalances(database.db, userId)).listing).toBe(2);
  });
});
