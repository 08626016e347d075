import { describe, expect, it } from "vitest";
import { trackRequestsInFlight } from "./requests-in-flight";

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const isSettled = async (promise: Promise<void>) => Promise.race([promise.then(() => true), new Promise((r) => setTimeout(() => r(false), 10))]);

describe("trackRequestsInFlight", () => {
  it("settles at once when nothing is being answered, and counts a synchronous answer as done", async () => {
    const requests = trackRequestsInFlight((n: number) => n * 2);
    expect(await isSettled(requests.settled())).toBe(true);
    expect(requests.fetch(21)).toBe(42);
    expect(requests.count).toBe(0);
  });

  it("waits for every answer in flight, those that fail as well, and passes each answer or error through", async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let next = 0;
    const requests = trackRequestsInFlight(() => answers[next++]!.promise);
    const first = requests.fetch();
    const second = Promise.resolve(requests.fetch()).catch((error: Error) => error.message);
    expect(requests.count).toBe(2);
    const settled = requests.settled();
    answers[0]!.resolve("done");
    expect(await first).toBe("done");
    expect(await isSettled(settled)).toBe(false);
    answers[1]!.reject(new Error("failed"));
    expect(await second).toBe("failed");
    expect(await isSettled(settled)).toBe(true);
    expect(requests.count).toBe(0);
  });

  it("does not count a request whose handler throws before answering", () => {
    const requests = trackRequestsInFlight(() => {
      throw new Error("bad");
    });
    expect(() => requests.fetch()).toThrow("bad");
    expect(requests.count).toBe(0);
  });
});
