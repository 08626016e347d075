import { describe, expect, it } from "vitest";
import { createWriteBatcher } from "./write-batcher";

/** A write that keeps each batch it was given and answers when `release` is called (or at once). */
function recordingWrite(options: { hold?: boolean } = {}) {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const write = async (items: number[]) => {
    batches.push(items);
    if (options.hold) await new Promise<void>((resolve) => releases.push(resolve));
    return items.map((item) => (item < 0 ? { status: "rejected" as const, reason: new Error(`bad ${item}`) } : { status: "fulfilled" as const, value: item * 10 }));
  };
  return { batches, releases, write };
}

describe("createWriteBatcher", () => {
  it("writes a lone item by itself and answers with its result", async () => {
    const { batches, write } = recordingWrite();
    const batcher = createWriteBatcher(write, { maxItems: 10 });
    await expect(batcher.add(4)).resolves.toBe(40);
    expect(batches).toEqual([[4]]);
  });

  it("writes the items added in one turn of the event loop together, each caller getting its own result", async () => {
    const { batches, write } = recordingWrite();
    const batcher = createWriteBatcher(write, { maxItems: 10 });
    await expect(Promise.all([batcher.add(1), batcher.add(2), batcher.add(3)])).resolves.toEqual([10, 20, 30]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it("gathers what arrives while a batch is being written into the next one", async () => {
    const { batches, releases, write } = recordingWrite({ hold: true });
    const batcher = createWriteBatcher(write, { maxItems: 10 });
    const first = batcher.add(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1]]);
    const later = [batcher.add(2), batcher.add(3)];
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(batches).toHaveLength(1);
    releases[0]!();
    await expect(first).resolves.toBe(10);
    await new Promise((resolve) => setImmediate(resolve));
    expect(batches).toEqual([[1], [2, 3]]);
    releases[1]!();
    await expect(Promise.all(later)).resolves.toEqual([20, 30]);
  });

  it("splits what waits into batches of at most maxItems", async () => {
    const { batches, write } = recordingWrite();
    const batcher = createWriteBatcher(write, { maxItems: 2 });
    await Promise.all([1, 2, 3, 4, 5].map((item) => batcher.add(item)));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("refuses only the caller whose item failed", async () => {
    const { write } = recordingWrite();
    const batcher = createWriteBatcher(write, { maxItems: 10 });
    const results = await Promise.allSettled([batcher.add(1), batcher.add(-2), batcher.add(3)]);
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error("bad -2"));
  });

  it("refuses every caller of a batch whose write threw, and goes on with the next batch", async () => {
    let calls = 0;
    const batcher = createWriteBatcher<number, number>(
      async (items) => {
        if (++calls === 1) throw new Error("connection lost");
        return items.map((item) => ({ status: "fulfilled" as const, value: item }));
      },
      { maxItems: 10 },
    );
    const failed = await Promise.allSettled([batcher.add(1), batcher.add(2)]);
    expect(failed.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    await expect(batcher.add(3)).resolves.toBe(3);
  });
});
