/**
 * At most `concurrency` model calls at once in this process (AI_CONCURRENCY), shared by the web, bulk jobs and the CLI,
 * so that a model server with few slots is not sent more than it can write while the callers' timeouts run. Callers
 * wait in the order they asked (first in, first out); a caller whose signal aborts while it waits leaves the queue.
 */
export interface ModelCallLimit {
  readonly concurrency: number;
  /** Runs `call` once a slot is free; its own clock (AI_TIMEOUT_MS) should start inside `call`, not while it waits. */
  run<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Calls running now, and callers waiting. */
  readonly active: number;
  readonly waiting: number;
}

interface Waiter {
  start: () => void;
}

export function createModelCallLimit(concurrency: number): ModelCallLimit {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`A model call limit must be a whole number of at least 1, not ${concurrency}`);
  let active = 0;
  const queue: Waiter[] = [];

  function release(): void {
    active--;
    const next = queue.shift();
    if (next) next.start();
  }

  function acquire(signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (active < concurrency && queue.length === 0) {
      active++;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const index = queue.indexOf(waiter);
        if (index !== -1) queue.splice(index, 1);
        reject(signal!.reason);
      };
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener("abort", onAbort);
          active++;
          resolve();
        },
      };
      queue.push(waiter);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
  }

  return {
    concurrency,
    async run(call, signal) {
      await acquire(signal);
      try {
        return await call();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
