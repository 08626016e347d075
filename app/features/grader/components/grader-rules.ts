import { GRADER_FREE_ANALYSES } from "../../../../contracts/grader";

/** Spec §5: the URL tab's button needs the marketplace's .com host name somewhere in the text. */
export const MARKETPLACE_HOST = "airbnb.com";
export const TEXT_ANALYSIS_PAUSE_MS = 1000;

export function canSubmitUrl(url: string, busy: boolean, limited: boolean): boolean {
  return url.includes(MARKETPLACE_HOST) && !busy && !limited;
}

export function canSubmitText(text: string, minLength: number, busy: boolean, limited: boolean): boolean {
  return text.trim().length >= minLength && !busy && !limited;
}

/** Whole minutes until `resetsAt`, rounded up, at least 1. */
export function minutesUntil(resetsAt: string, now: number): number {
  return Math.max(1, Math.ceil((Date.parse(resetsAt) - now) / 60_000));
}

export function formatMinutes(minutes: number): string {
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

/** The notices of spec §8, read from the server's usage. */
export function describeUsage(used: number): string {
  return `You have used ${used} of ${GRADER_FREE_ANALYSES} free analyses per hour`;
}

export function describeLimitReached(resetsAt: string | null, now: number): string {
  return `Rate limit reached. Try again in ${resetsAt ? formatMinutes(minutesUntil(resetsAt, now)) : "a few minutes"}`;
}

/** The destructive toast of a refused analysis (spec §8). */
export function describeRateLimitToast(retryAfterSeconds: number | undefined): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 3600) / 60));
  return `You've reached the limit of ${GRADER_FREE_ANALYSES} analyses per hour. Please try again in ${minutes} minutes.`;
}
