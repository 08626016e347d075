/** Whole UTC days, as the dashboards and reports count them ("YYYY-MM-DD"). */
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface DayRange {
  /** First day, included. */
  from: string;
  /** Last day, included. */
  to: string;
  /** Every day from `from` to `to`, oldest first. */
  days: string[];
  /** The instants to query: [start, end) in UTC. */
  start: Date;
  end: Date;
}

export function toDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

function addDays(day: string, count: number): string {
  return toDay(new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS));
}

/**
 * The range asked for, with the defaults filled in: `to` is today (UTC) unless given, `from` is DEFAULT_RANGE_DAYS - 1
 * days before `to`. Null when `from` is after `to` or the range is longer than MAX_RANGE_DAYS.
 */
export function resolveDayRange(query: { from?: string; to?: string }, now: Date): DayRange | null {
  const to = query.to ?? toDay(now);
  const from = query.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) return null;
  const length = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  if (length > MAX_RANGE_DAYS) return null;
  const days = Array.from({ length }, (_, i) => addDays(from, i));
  return { from, to, days, start: new Date(`${from}T00:00:00Z`), end: new Date(`${addDays(to, 1)}T00:00:00Z`) };
}
