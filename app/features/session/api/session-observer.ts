import { notifyManager, QueryObserver, type QueryObserverOptions, type QueryObserverResult } from "@tanstack/react-query";
import type { SessionResponse } from "../../../../contracts/session";
import { queryClient } from "../../../lib/query-client";

export type SessionQueryOptions = QueryObserverOptions<SessionResponse, Error, SessionResponse, SessionResponse, readonly ["session"]>;
export type SessionQueryResult = QueryObserverResult<SessionResponse, Error>;

export interface SessionObserver {
  /** What the first render shows: the cached answer, or pending with the fetch that mounting will start. */
  optimisticResult(): SessionQueryResult;
  currentResult(): SessionQueryResult;
  subscribe(onResult: (result: SessionQueryResult) => void): () => void;
}

/** What useQuery makes for each component that reads the session, loaded once the first one mounts (use-session-query.ts). */
export function createSessionObserver(options: SessionQueryOptions): SessionObserver {
  const observer = new QueryObserver(queryClient, options);
  return {
    optimisticResult: () => observer.getOptimisticResult(queryClient.defaultQueryOptions(options)),
    currentResult: () => observer.getCurrentResult(),
    // Batched and scheduled as useQuery does: the component re-renders after the code that changed the cache has run
    // on (a mutation's onSuccess in mutate(), say, before a form keyed by the user's name is replaced).
    subscribe: (onResult) => observer.subscribe(notifyManager.batchCalls(onResult)),
  };
}
