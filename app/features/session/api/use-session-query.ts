import { useState, useSyncExternalStore } from "react";
import type { SessionResponse } from "../../../../contracts/session";
import { isQueryClientLoaded, whenQueryClientLoads } from "../../../lib/query-client-ready";
import type { createSessionObserver, SessionObserver, SessionQueryOptions, SessionQueryResult } from "./session-observer";
import { freshFirstAnswer, requestSessionEarly } from "./session-request";

type SessionObserverModule = { createSessionObserver: typeof createSessionObserver };

/** What a component sees before TanStack Query has loaded: the answer is pending, as useQuery's first render says too. */
export interface PendingSession {
  data: undefined;
  isPending: true;
  isFetching: boolean;
}
/** The session's first answer, read before TanStack Query has loaded: nothing is being fetched. */
export interface AnsweredSession {
  data: SessionResponse;
  isPending: false;
  isFetching: false;
}
const PENDING: PendingSession = { data: undefined, isPending: true, isFetching: false };

let loaded: SessionObserverModule | undefined;
let loading: Promise<SessionObserverModule> | undefined;
function loadObserverModule(): Promise<SessionObserverModule> {
  loading ??= import("./session-observer").then((module) => (loaded = module));
  return loading;
}

/** The session query's staleTime: the first answer is shown for that long, as the query would show its own. */
function maxAgeOf(options: SessionQueryOptions): number {
  return typeof options.staleTime === "number" ? options.staleTime : 0;
}

/**
 * One component's view of the session query, kept in TanStack Query's cache like every other query (sign-in, sign-out
 * and purchases update it there), without loading TanStack Query for it: the header asks for the session on every
 * page, the home page included, whose first load has a budget (decisions 055 and 067).
 * - Until the query client exists, the readers share one request (session-request.ts) and show its answer while it is
 *   younger than the query's staleTime; if it fails, or is older, they load TanStack Query and ask through it.
 * - Once the client exists (the first code that fetches or changes data has loaded it, and the first answer is in its
 *   cache), each reader watches the query through a `QueryObserver`, as `useQuery` does, and a reader that mounts later
 *   gets the cached answer in its first render.
 */
class LazySessionObserver {
  private observer: SessionObserver | undefined;
  private result: SessionQueryResult | PendingSession | AnsweredSession = PENDING;

  constructor(private readonly options: SessionQueryOptions) {
    if (loaded) this.attach(loaded);
    else this.result = this.firstAnswerResult() ?? PENDING;
  }

  private firstAnswerResult(): AnsweredSession | undefined {
    if (isQueryClientLoaded() || this.options.refetchOnMount === "always") return undefined;
    const answer = freshFirstAnswer(maxAgeOf(this.options));
    return answer && { data: answer.data, isPending: false, isFetching: false };
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
    let asked = false;
    const askThroughTheQuery = () => {
      if (asked) return;
      asked = true;
      void loadObserverModule().then(start);
    };
    if (loaded) {
      asked = true;
      start(loaded);
    }
    const stopWaitingForClient = whenQueryClientLoads(askThroughTheQuery);
    // Before the client exists: the shared first request, whose answer is shown if it came (and is fresh enough).
    const stopListening = asked
      ? () => undefined
      : requestSessionEarly((outcome) => {
          if (!active || asked) return;
          const answered = "answered" in outcome ? this.firstAnswerResult() : undefined;
          if (!answered) return askThroughTheQuery();
          if (this.result.data === answered.data) return;
          this.result = answered;
          onChange();
        });
    return () => {
      active = false;
      stopWaitingForClient();
      stopListening();
      unsubscribe?.();
    };
  };

  getSnapshot = (): SessionQueryResult | PendingSession | AnsweredSession => this.result;
}

const serverSnapshot = (): PendingSession => PENDING;

export function useSessionQuery(options: SessionQueryOptions): SessionQueryResult | PendingSession | AnsweredSession {
  const [observer] = useState(() => new LazySessionObserver(options));
  return useSyncExternalStore(observer.subscribe, observer.getSnapshot, serverSnapshot);
}
