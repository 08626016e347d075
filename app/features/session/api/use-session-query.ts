import { useState, useSyncExternalStore } from "react";
import type { createSessionObserver, SessionObserver, SessionQueryOptions, SessionQueryResult } from "./session-observer";
import { requestSessionEarly } from "./session-request";

type SessionObserverModule = { createSessionObserver: typeof createSessionObserver };

/** What a component sees before TanStack Query has loaded: the answer is pending, as useQuery's first render says too. */
export interface PendingSession {
  data: undefined;
  isPending: true;
  isFetching: boolean;
}
const PENDING: PendingSession = { data: undefined, isPending: true, isFetching: false };

let loaded: SessionObserverModule | undefined;
let loading: Promise<SessionObserverModule> | undefined;
function loadObserverModule(): Promise<SessionObserverModule> {
  loading ??= import("./session-observer").then((module) => (loaded = module));
  return loading;
}

/**
 * One component's view of the session query, kept in TanStack Query's cache like every other query (sign-in, sign-out
 * and purchases update it there), but without loading TanStack Query before the page has painted: the header asks for
 * the session on every page, the home page included, whose first JavaScript has a budget (decision 055). Until the
 * observer's code is here the answer reads as pending; once it is, a component that mounts later gets the cached answer
 * in its first render, as with useQuery.
 */
class LazySessionObserver {
  private observer: SessionObserver | undefined;
  private result: SessionQueryResult | PendingSession = PENDING;

  constructor(private readonly options: SessionQueryOptions) {
    if (loaded) this.attach(loaded);
  }

  private attach(module: SessionObserverModule): SessionObserver {
    this.observer ??= module.createSessionObserver(this.options);
    this.result = this.observer.optimisticResult();
    return this.observer;
  }

  subscribe = (onChange: () => void): (() => void) => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    const start = (module: SessionObserverModule) => {
      if (!active) return;
      const observer = this.attach(module);
      unsubscribe = observer.subscribe((result) => {
        this.result = result;
        onChange();
      });
      // The subscription may have answered from the cache or started a fetch (isFetching): show that at once.
      this.result = observer.currentResult();
      onChange();
    };
    if (loaded) start(loaded);
    else {
      // The request need not wait for the observer's code: the query's first fetch takes it over (session-request.ts).
      requestSessionEarly();
      void loadObserverModule().then(start);
    }
    return () => {
      active = false;
      unsubscribe?.();
    };
  };

  getSnapshot = (): SessionQueryResult | PendingSession => this.result;
}

const serverSnapshot = (): PendingSession => PENDING;

export function useSessionQuery(options: SessionQueryOptions): SessionQueryResult | PendingSession {
  const [observer] = useState(() => new LazySessionObserver(options));
  return useSyncExternalStore(observer.subscribe, observer.getSnapshot, serverSnapshot);
}
