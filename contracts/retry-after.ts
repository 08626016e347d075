/** "Please try again in 3 minutes.": a wait in whole minutes (at least one), for the messages of the hourly limits. */
export function tryAgainInMinutes(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
