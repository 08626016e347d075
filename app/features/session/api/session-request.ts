import type { SessionResponse } from "../../../../contracts/session";
import { readSessionResponse } from "../../../../contracts/session-response";
import { apiPath, requestApi } from "../../../lib/api-client";
import { whenQueryClientLoads } from "../../../lib/query-client-ready";

export const sessionQueryKey = ["session"] as const;

/** Read without zod or openapi-fetch: the header asks it on the home page's first load (docs/benchmarks.md). */
export async function getSession(): Promise<SessionResponse> {
  return readSessionResponse(await requestApi(apiPath("/session")));
}

/** The session's first answer, as the page's readers see it before TanStack Query loads (use-session-query.ts). */
export interface FirstSessionAnswer {
  data: SessionResponse;
  receivedAt: number;
}

type Outcome = { answered: FirstSessionAnswer } | { failed: true };

/** The page's first request, until the query's first fetch takes it or the query client is made. */
let early: { answer: Promise<SessionResponse>; sentAt: number } | undefined;
/** How that request ended; it is the only one sent before the query client exists. */
let firstOutcome: Outcome | undefined;
const outcomeListeners = new Set<(outcome: Outcome) => void>();

/** An early answer older than this is not handed to the query's fetch: the session may have changed since (a sign-in in another tab). */
const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/**
 * Sends the session request at once, without TanStack Query (use-session-query.ts), unless it has been sent;
 * `onOutcome` hears how it ended (at once if it has). Returns a function that stops listening.
 */
export function requestSessionEarly(onOutcome?: (outcome: Outcome) => void): () => void {
  if (!early && !firstOutcome) {
    early = { answer: getSession(), sentAt: Date.now() };
    const settle = (outcome: Outcome) => {
      firstOutcome = outcome;
      for (const listener of [...outcomeListeners]) listener(outcome);
      outcomeListeners.clear();
    };
    early.answer.then(
      (data) => settle({ answered: { data, receivedAt: Date.now() } }),
      // Taken by the query's first fetch, which reports its error; here a failure must not go unhandled.
      () => settle({ failed: true }),
    );
  }
  if (!onOutcome) return () => undefined;
  if (firstOutcome) {
    onOutcome(firstOutcome);
    return () => undefined;
  }
  outcomeListeners.add(onOutcome);
  return () => outcomeListeners.delete(onOutcome);
}

/** The first answer, while it is younger than `maxAgeMs`: older, a reader asks through TanStack Query again. */
export function freshFirstAnswer(maxAgeMs: number): FirstSessionAnswer | undefined {
  const answer = firstOutcome && "answered" in firstOutcome ? firstOutcome.answered : undefined;
  return answer && Date.now() - answer.receivedAt < maxAgeMs ? answer : undefined;
}

/** The session query's fetch: the early request when one is waiting (taken once), else a new one. */
export function fetchSession(): Promise<SessionResponse> {
  const waiting = early;
  early = undefined;
  return waiting && Date.now() - waiting.sentAt < EARLY_ANSWER_MAX_AGE_MS ? waiting.answer : getSession();
}

// When the query client is made, the first answer goes into its cache with the time it came, so TanStack Query treats
// it as any answer of its own (fresh for the query's staleTime), and the request that gave it is not handed out again:
// a refetch after a sign-in must ask the server. A request still on its way is left for the query's first fetch.
whenQueryClientLoads((client) => {
  if (!firstOutcome) return;
  early = undefined;
  if ("answered" in firstOutcome && client.getQueryData(sessionQueryKey) === undefined) {
    client.setQueryData(sessionQueryKey, firstOutcome.answered.data, { updatedAt: firstOutcome.answered.receivedAt });
  }
});
