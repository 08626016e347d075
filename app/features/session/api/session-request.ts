import type { SessionResponse } from "../../../../contracts/session";
import { readSessionResponse } from "../../../../contracts/session-response";
import { apiPath, requestApi } from "../../../lib/api-client";

export const sessionQueryKey = ["session"] as const;

/** Read without zod or openapi-fetch: the header asks it on the home page's first load (docs/benchmarks.md). */
export async function getSession(): Promise<SessionResponse> {
  return readSessionResponse(await requestApi(apiPath("/session")));
}

let early: { answer: Promise<SessionResponse>; sentAt: number } | undefined;
/** An early answer older than this is not handed out: the session may have changed since (a sign-in in another tab). */
const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/**
 * Sends the session request at once, while TanStack Query's code is still on its way (use-session-query.ts): the
 * page's first session answer then comes as soon as it did when that code was in the first load.
 */
export function requestSessionEarly(): void {
  if (early) return;
  early = { answer: getSession(), sentAt: Date.now() };
  // Taken by the query's first fetch, which reports its error; until then a failure must not go unhandled.
  early.answer.catch(() => undefined);
}

/** The session query's fetch: the early request when one is waiting (taken once), else a new one. */
export function fetchSession(): Promise<SessionResponse> {
  const waiting = early;
  early = undefined;
  return waiting && Date.now() - waiting.sentAt < EARLY_ANSWER_MAX_AGE_MS ? waiting.answer : getSession();
}
