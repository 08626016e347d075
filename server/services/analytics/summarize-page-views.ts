import { count, desc, gte, sql } from "drizzle-orm";
import type { PageViewSummary } from "../../../contracts/page-views";
import type { Database } from "../../db/client";
import { pageViews } from "../../db/schema/page-views";

const TOP_PATHS = 50;

/** Page views of the last `days` days, by UTC day and by path (the most viewed first). */
export async function summarizePageViews(db: Database, days: number, now = new Date()): Promise<PageViewSummary> {
  const from = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const day = sql<string>`to_char(${pageViews.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [byDay, byPath] = await Promise.all([
    db.select({ day, views: count() }).from(pageViews).where(gte(pageViews.createdAt, from)).groupBy(day).orderBy(day),
    db
      .select({ path: pageViews.path, views: count() })
      .from(pageViews)
      .where(gte(pageViews.createdAt, from))
      .groupBy(pageViews.path)
      .orderBy(desc(count()), pageViews.path)
      .limit(TOP_PATHS),
  ]);
  return {
    from: from.toISOString(),
    to: now.toISOString(),
    total: byDay.reduce((sum, row) => sum + row.views, 0),
    byDay,
    byPath,
  };
}
