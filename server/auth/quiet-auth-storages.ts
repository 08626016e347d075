import type { AsyncLocalStorage } from "node:async_hooks";
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from "@better-auth/core/context";

/**
 * better-auth keeps its request state, its endpoint context and its adapter in three AsyncLocalStorage instances. Before
 * Node 24, a storage that has run once turns on async_hooks' promise hooks for every promise the process makes, for as
 * long as it runs: after the first sign-in, every request paid for them, the health check about 15 µs of its 40-50 (docs/
 * benchmarks.md, stops 33 and 38). Here each storage turns itself off when no call into better-auth is in flight, and
 * Node turns it on again at the next `run`.
 *
 * Safe because every call into better-auth is inside a `run` until its promise settles: our configuration gives it no
 * background-task handler, so what it sends "in the background" is awaited inside the call, and no plugin we use leaves
 * a promise behind (docs/decisions/062). Node 24 keeps the context in the async context frame, with no hook: left alone.
 */
export const STORAGES_NEED_QUIETING = Number(process.versions.node.split(".")[0]) < 24;

/** What the quieted storages did since the process started: the test's evidence that better-auth runs in them. */
export const quietStorageCounts = { runs: 0, turnedOff: 0 };

type Storage = AsyncLocalStorage<unknown>;

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === "function";
}

/** Counts the runs in flight on one storage, and turns the storage off when the last one has settled. */
export function turnOffWhenIdle(storage: Storage): void {
  const run = storage.run.bind(storage);
  let inFlight = 0;
  const leave = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    storage.disable();
    quietStorageCounts.turnedOff += 1;
  };
  storage.run = ((store: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => {
    inFlight += 1;
    quietStorageCounts.runs += 1;
    let result: unknown;
    try {
      result = run(store, callback, ...args);
    } catch (error) {
      leave();
      throw error;
    }
    if (!isPromiseLike(result)) {
      leave();
      return result;
    }
    return Promise.resolve(result).finally(leave);
  }) as Storage["run"];
}

let quieted: Promise<void> | undefined;

/** Quiets better-auth's three storages once per process, before its first call (create-auth.ts awaits it). */
export function quietAuthStorages(): Promise<void> {
  if (!STORAGES_NEED_QUIETING) return Promise.resolve();
  quieted ??= Promise.all([
    getRequestStateAsyncLocalStorage(),
    getCurrentAuthContextAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]).then((storages) => storages.forEach((storage) => turnOffWhenIdle(storage as Storage)));
  return quieted;
}
