/** Calendar days as the admin overview counts them: "YYYY-MM-DD", in UTC. */

export const OVERVIEW_DEFAULT_DAYS = 30;
export const OVERVIEW_MAX_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function toCalendarDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return toCalendarDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Days from `from` to `to`, both included; 1 for a single day, 0 or less when `to` is before `from`. */
export function countDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Every day of the range, in order, both ends included. */
export function listDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The range an overview shows: what was asked, the missing end filled in (`to` defaults to today, `from` to the 30
 * days that end at `to`).
 */
export function resolveDayRange(asked: { from?: string; to?: string }, today: string): { from: string; to: string } {
  const to = asked.to ?? (asked.from && asked.from > today ? addDays(asked.from, OVERVIEW_DEFAULT_DAYS - 1) : today);
  const from = asked.from ?? addDays(to, -(OVERVIEW_DEFAULT_DAYS - 1));
  return { from, to };
}

/** Why a range cannot be shown, in words for the person who picked it; undefined when it can. */
export function checkDayRange(range: { from: string; to: string }): string | undefined {
  if (range.to < range.from) return "The start date must be on or before the end date.";
  if (countDays(range.from, range.to) > OVERVIEW_MAX_DAYS) return `Pick a range of at most ${OVERVIEW_MAX_DAYS} days.`;
  return undefined;
}
