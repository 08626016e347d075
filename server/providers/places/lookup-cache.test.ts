import { describe, expect, it } from "vitest";
import { coordinateKey, LookupCache } from "./lookup-cache";

describe("LookupCache", () => {
  it("answers a second request from the cache, and two at once with one load", async () => {
    const cache = new LookupCache<number>(10, 1_000);
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.getOrLoad("k", load), cache.getOrLoad("k", load)]);
    expect([a, b, await cache.getOrLoad("k", load), loads]).toEqual([1, 1, 1, 1]);
  });

  it("loads again once the time to live has passed", async () => {
    let now = 0;
    const cache = new LookupCache<number>(10, 1_000, () => now);
    let loads = 0;
    await cache.getOrLoad("k", async () => ++loads);
    now = 999;
    expect(await cache.getOrLoad("k", async () => ++loads)).toBe(1);
    now = 1_000;
    expect(await cache.getOrLoad("k", async () => ++loads)).toBe(2);
  });

  it("forgets a failed load, so the next request asks again", async () => {
    const cache = new LookupCache<number>(10, 1_000);
    await expect(cache.getOrLoad("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(cache.size).toBe(0);
    expect(await cache.getOrLoad("k", async () => 7)).toBe(7);
  });

  it("drops the oldest entries past its size", async () => {
    const cache = new LookupCache<string>(2, 1_000);
    for (const key of ["a", "b", "c"]) await cache.getOrLoad(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad("a", async () => "reloaded")).toBe("reloaded");
    expect(await cache.getOrLoad("c", async () => "reloaded")).toBe("c");
  });
});

describe("coordinateKey", () => {
  it("rounds to 4 decimals (about 11 m)", () => {
    expect(coordinateKey(49.44021, 1.09479)).toBe(coordinateKey(49.4402, 1.0948));
    expect(coordinateKey(49.4403, 1.0948)).not.toBe(coordinateKey(49.4402, 1.0948));
  });
});
