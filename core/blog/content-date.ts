// Without zod or the content rules (blog-posts.ts), so the pages that show a date do not load them in the browser.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/**
 * "2026-11-03" → "November 3, 2026", as Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }) writes
 * it: one locale and UTC, so a prerendered page and the browser print the same. Written out rather than with Intl,
 * whose first formatter costs a blog post about 100 ms of a phone's CPU as it loads (docs/benchmarks.md).
 */
export function formatContentDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) throw new RangeError(`not a date: ${date}`);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}
