import { type DayRange, MAX_RANGE_DAYS, resolveDayRange } from "../../core/dates/day-range";
import { AppError } from "../errors";

/** The day range of a report's query, defaults filled in; 400 when it is longer than the reports allow. */
export function readDayRange(query: { from?: string; to?: string }, now = new Date()): DayRange {
  const range = resolveDayRange(query, now);
  if (!range) throw new AppError("validation_failed", `from: the range is at most ${MAX_RANGE_DAYS} days, and must not start after it ends`);
  return range;
}
