import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { consumeRateLimit, readRateLimit } from "./consume-rate-limit";
import { consumeRateLimitWithOthers } from "./consume-rate-limit-with-others";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

let counter = 0;
const rule = (limit: number, windowSeconds = 60) => ({ key: `together:${Date.now()}:${++counter}`, limit, windowSeconds });
const attempts = (r: ReturnType<typeof rule>, count: number) => Promise.all(Array.from({ length: count }, () => consumeRateLimitWithOthers(database.db, r)));

describe("consumeRateLimitWithOthers", () => {
  it("counts attempts made together once each, every one with its own place in the count", async () => {
    const r = rule(100);
    const results = await attempts(r, 30);
    expect(results.every((result) => result.allowed)).toBe(true);
    expect(results.map((result) => result.count)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(await readRateLimit(database.db, r)).toMatchObject({ count: 30 });
    const more = await attempts(r, 5);
    expect(more.map((result) => result.count)).toEqual([31, 32, 33, 34, 35]);
  });

  it("never lets more through than the limit: near it, the first attempts are allowed and the rest refused", async () => {
    const r = rule(10);
    await attempts(r, 7);
    const results = await attempts(r, 6);
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false, false, false]);
    expect(results.map((result) => result.count)).toEqual([8, 9, 10, 10, 10, 10]);
    expect(results[5]).toMatchObject({ limit: 10, retryAfterSeconds: expect.any(Number) });
    expect(results[5]!.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(results[5]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await readRateLimit(database.db, r)).toMatchObject({ count: 10 });
  });

  it("refuses them all when more come together than the limit allows in a whole window, yet allows the limit", async () => {
    const r = rule(4);
    const results = await attempts(r, 9);
    expect(results.filter((result) => result.allowed)).toHaveLength(4);
    expect(await readRateLimit(database.db, r)).toMatchObject({ count: 4 });
  });

  it("shares the count with attempts counted one by one, as another process's would be", async () => {
    const r = rule(20);
    const [together] = await Promise.all([attempts(r, 10), ...Array.from({ length: 10 }, () => consumeRateLimit(database.db, r))]);
    expect(together.every((result) => result.allowed)).toBe(true);
    expect(await readRateLimit(database.db, r)).toMatchObject({ count: 20 });
    const refused = await consumeRateLimitWithOthers(database.db, r);
    expect(refused).toMatchObject({ allowed: false, count: 20 });
  });

  it("counts each key on its own when several arrive together", async () => {
    const a = rule(3);
    const b = rule(50);
    const [forA, forB] = await Promise.all([attempts(a, 5), attempts(b, 5)]);
    expect(forA.map((result) => result.allowed)).toEqual([true, true, true, false, false]);
    expect(forB.map((result) => result.count)).toEqual([1, 2, 3, 4, 5]);
  });
});
