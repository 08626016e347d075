import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { consumeRateLimit, readRateLimit } from "./consume-rate-limit";
import { consumeRateLimits } from "./consume-rate-limits";
import { releaseRateLimit } from "./release-rate-limit";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

let counter = 0;
const rule = (limit = 3, windowSeconds = 3600) => ({ key: `test:${Date.now()}:${++counter}`, limit, windowSeconds });
const at = (start: Date, seconds: number) => new Date(start.getTime() + seconds * 1000);

describe("consumeRateLimit", () => {
  it("allows attempts 1 to 3 and refuses the 4th with the seconds left in the window", async () => {
    const r = rule();
    const start = new Date("2026-01-01T10:00:00Z");
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push((await consumeRateLimit(database.db, r, at(start, i))).count);
    expect(counts).toEqual([1, 2, 3]);
    const refused = await consumeRateLimit(database.db, r, at(start, 600));
    expect(refused).toMatchObject({ allowed: false, count: 3, limit: 3, retryAfterSeconds: 3000 });
    expect(refused.resetsAt.toISOString()).toBe("2026-01-01T11:00:00.000Z");
  });

  it("does not count a refused attempt", async () => {
    const r = rule(2);
    const now = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 6; i++) await consumeRateLimit(database.db, r, now);
    expect(await readRateLimit(database.db, r, now)).toMatchObject({ count: 2 });
  });

  it("starts a new window at 1 once 60 minutes have passed since the window's start, not since the last attempt", async () => {
    const r = rule();
    const start = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 3; i++) await consumeRateLimit(database.db, r, at(start, i * 1000));
    expect((await consumeRateLimit(database.db, r, at(start, 3599))).allowed).toBe(false);
    const next = await consumeRateLimit(database.db, r, at(start, 3600));
    expect(next).toMatchObject({ allowed: true, count: 1, retryAfterSeconds: 0 });
    expect(next.resetsAt.toISOString()).toBe("2026-01-01T12:00:00.000Z");
  });

  it("rounds the wait up to a whole second, never 0 when refused", async () => {
    const r = rule(1, 60);
    const start = new Date("2026-01-01T10:00:00Z");
    await consumeRateLimit(database.db, r, start);
    expect((await consumeRateLimit(database.db, r, new Date(start.getTime() + 59_500))).retryAfterSeconds).toBe(1);
  });

  it("lets exactly 3 of 20 parallel attempts through", async () => {
    const r = rule();
    const now = new Date();
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit(database.db, r, now)));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
    expect((await readRateLimit(database.db, r, now)).count).toBe(3);
  });

  it("reads 0 for an unknown key and for an expired window", async () => {
    const r = rule(3, 60);
    const start = new Date("2026-01-01T10:00:00Z");
    expect(await readRateLimit(database.db, r, start)).toEqual({ count: 0, resetsAt: null });
    await consumeRateLimit(database.db, r, start);
    expect(await readRateLimit(database.db, r, at(start, 60))).toEqual({ count: 0, resetsAt: null });
  });
});

describe("consumeRateLimits", () => {
  it("counts nothing on any rule when one rule refuses", async () => {
    const browser = rule(3);
    const address = rule(1);
    const now = new Date();
    expect((await consumeRateLimits(database.db, [browser, address], now)).allowed).toBe(true);
    const refused = await consumeRateLimits(database.db, [browser, address], now);
    expect(refused.allowed).toBe(false);
    expect(refused.results.map((result) => result.count)).toEqual([1, 1]);
    expect(refused.retryAfterSeconds).toBe(3600);
    expect((await readRateLimit(database.db, browser, now)).count).toBe(1);
  });

  it("lets exactly 3 of 20 parallel attempts through two rules", async () => {
    const browser = rule(3);
    const address = rule(10);
    const now = new Date();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimits(database.db, [browser, address], now)));
    expect(outcomes.filter((outcome) => outcome.allowed)).toHaveLength(3);
    expect((await readRateLimit(database.db, address, now)).count).toBe(3);
  });
});

describe("releaseRateLimit", () => {
  it("gives back one attempt in the window it was counted in, so the place is free again", async () => {
    const r = rule();
    const start = new Date("2026-01-01T10:00:00Z");
    const taken = [];
    for (let i = 0; i < 3; i++) taken.push(await consumeRateLimit(database.db, r, at(start, i)));
    await releaseRateLimit(database.db, { key: r.key, windowStartedAt: taken[2]!.windowStartedAt });
    expect(await readRateLimit(database.db, r, at(start, 10))).toMatchObject({ count: 2 });
    expect(await consumeRateLimit(database.db, r, at(start, 20))).toMatchObject({ allowed: true, count: 3 });
    expect(await consumeRateLimit(database.db, r, at(start, 30))).toMatchObject({ allowed: false });
  });

  it("leaves a later window alone: an attempt of a window that ended is in no count any more", async () => {
    const r = rule(3, 60);
    const start = new Date("2026-01-01T10:00:00Z");
    const old = await consumeRateLimit(database.db, r, start);
    await consumeRateLimit(database.db, r, at(start, 61));
    await releaseRateLimit(database.db, { key: r.key, windowStartedAt: old.windowStartedAt });
    expect(await readRateLimit(database.db, r, at(start, 62))).toMatchObject({ count: 1 });
  });
});
