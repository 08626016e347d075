import { describe, expect, it } from "vitest";
import { createModelCallLimit } from "./model-call-limit";

/** A call that ends when the test says so, recording when it started. */
function controlledCall(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the model call limit (AI_CONCURRENCY)", () => {
  it("runs at most `concurrency` calls at once and starts the waiting ones first in, first out", async () => {
    const limit = createModelCallLimit(2);
    const log: string[] = [];
    const calls = ["a", "b", "c", "d"].map((name) => controlledCall(log, name));
    const results = calls.map((call) => limit.run(call.run));
    await tick();
    expect(log).toEqual(["start a", "start b"]);
    expect([limit.active, limit.waiting]).toEqual([2, 2]);
    calls[1]!.finish();
    await tick();
    expect(log).toEqual(["start a", "start b", "end b", "start c"]);
    calls[0]!.finish();
    await tick();
    expect(log.at(-1)).toBe("start d");
    calls[2]!.finish();
    calls[3]!.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect([limit.active, limit.waiting]).toEqual([0, 0]);
  });

  it("frees the slot of a call that fails", async () => {
    const limit = createModelCallLimit(1);
    await expect(limit.run(async () => Promise.reject(new Error("provider down")))).rejects.toThrow("provider down");
    expect(await limit.run(async () => "next")).toBe("next");
  });

  it("starts a call's own clock when the call starts, not while it waits", async () => {
    const limit = createModelCallLimit(1);
    const first = limit.run(() => new Promise((resolve) => setTimeout(resolve, 120)));
    const asked = performance.now();
    let startedAfter = 0;
    const second = limit.run(async () => {
      // What the model writers do: the timeout signal is made here, inside the slot.
      const timeout = AbortSignal.timeout(100);
      startedAfter = performance.now() - asked;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return timeout.aborted;
    });
    await first;
    expect(await second).toBe(false);
    expect(startedAfter).toBeGreaterThanOrEqual(100);
  });

  it("takes a waiting caller whose request was aborted out of the queue, and never runs its call", async () => {
    const limit = createModelCallLimit(1);
    const log: string[] = [];
    const running = controlledCall(log, "a");
    const first = limit.run(running.run);
    const controller = new AbortController();
    let ranAborted = false;
    const aborted = limit.run(async () => {
      ranAborted = true;
    }, controller.signal);
    const third = limit.run(async () => "c");
    await tick();
    expect(limit.waiting).toBe(2);
    controller.abort(new DOMException("The host left", "AbortError"));
    await expect(aborted).rejects.toMatchObject({ name: "AbortError" });
    expect(limit.waiting).toBe(1);
    running.finish();
    expect(await third).toBe("c");
    await first;
    expect(ranAborted).toBe(false);
  });

  it("refuses a caller whose signal was aborted before it asked", async () => {
    const limit = createModelCallLimit(1);
    await expect(limit.run(async () => "never", AbortSignal.abort())).rejects.toMatchObject({ name: "AbortError" });
    expect(limit.active).toBe(0);
  });
});
