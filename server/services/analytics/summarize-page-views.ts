import { type AnyColumn, and, count, desc, gte, lt, sql } from "drizzle-orm";
import type { PageViewSummary } from "../../../contracts/page-views";
import type { Database } from "../../db/client";
import { pageViews } from "../../db/schema/page-views";

const TOP_PATHS = 50;

/** The UTC calendar day of a timestamp column, as "YYYY-MM-DD". */
export const utcDay = (column: AnyColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Page views from `start` (included) to `end` (excluded; open when absent), by UTC day and by path (most viewed first). */
export async function summarizePageViews(db: Database, range: { start: Date; end?: Date }, topPaths = TOP_PATHS): Promise<PageViewSummary> {
  const day = utcDay(pageViews.createdAt);
  const where = and(gte(pageViews.createdAt, range.start), range.end ? lt(pageViews.createdAt, range.end) : undefined);
  const [byDay, byPath] = await Promise.all([
    db.select({ day, views: count() }).from(pageViews).where(where).groupBy(day).orderBy(day),
    db.select({ path: pageViews.path, views: count() }).from(pageViews).where(where).groupBy(pageViews.path).orderBy(desc(count()), pageViews.path).limit(topPaths),
  ]);
  return {
    from: range.start.toISOString(),
    to: (range.end ?? new Date()).toISOString(),
    total: byDay.reduce((sum, row) => sum + row.views, 0),
    byDay,
    byPath,
  };
}
