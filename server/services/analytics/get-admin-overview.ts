import { and, count, eq, gte, inArray, lt, sum } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AdminOverview, AdminOverviewQuery, OverviewDay, OverviewMeasure } from "../../../contracts/admin-overview";
import { addDays, checkDayRange, listDays, resolveDayRange, toCalendarDay } from "../../../core/analytics/day-range";
import type { Database } from "../../db/client";
import { user } from "../../db/schema/auth";
import { creditTransactions } from "../../db/schema/billing";
import { grades } from "../../db/schema/grades";
import { listings } from "../../db/schema/listings";
import { AppError } from "../../errors";
import { summarizePageViews, utcDay } from "./summarize-page-views";

const TOP_PATHS = 20;
type DayCounts = { day: string; value: number }[];

async function countByDay(db: Database, table: PgTable, createdAt: PgColumn, range: { start: Date; end: Date }, where?: ReturnType<typeof and>): Promise<DayCounts> {
  const day = utcDay(createdAt);
  return db
    .select({ day, value: count() })
    .from(table)
    .where(and(gte(createdAt, range.start), lt(createdAt, range.end), where))
    .groupBy(day);
}

async function sumCreditsSold(db: Database, range: { start: Date; end: Date }): Promise<DayCounts> {
  const day = utcDay(creditTransactions.createdAt);
  const rows = await db
    .select({ day, value: sum(creditTransactions.amount) })
    .from(creditTransactions)
    .where(
      and(
        gte(creditTransactions.createdAt, range.start),
        lt(creditTransactions.createdAt, range.end),
        eq(creditTransactions.transactionType, "purchase"),
        eq(creditTransactions.creditKind, "listing"),
      ),
    )
    .groupBy(day);
  return rows.map((row) => ({ day: row.day, value: Number(row.value ?? 0) }));
}

async function countGenerations(db: Database, range: { start: Date; end: Date }) {
  const day = utcDay(listings.createdAt);
  return db
    .select({ day, status: listings.status, value: count() })
    .from(listings)
    .where(and(gte(listings.createdAt, range.start), lt(listings.createdAt, range.end), inArray(listings.status, ["ready", "failed"])))
    .groupBy(day, listings.status);
}

/**
 * The admin overview of a range of UTC days: page views (the analytics each route change reports), sign-ups, analyses,
 * generations and listing credits sold, a value for every day (zeros included), the totals, and the most viewed paths.
 */
export async function getAdminOverview(db: Database, query: AdminOverviewQuery, now = new Date()): Promise<AdminOverview> {
  const { from, to } = resolveDayRange(query, toCalendarDay(now));
  const problem = checkDayRange({ from, to });
  if (problem) throw new AppError("validation_failed", problem);
  const range = { start: new Date(`${from}T00:00:00Z`), end: new Date(`${addDays(to, 1)}T00:00:00Z`) };

  const [views, signUps, analyses, generations, creditsSold] = await Promise.all([
    summarizePageViews(db, range, TOP_PATHS),
    countByDay(db, user, user.createdAt, range),
    countByDay(db, grades, grades.createdAt, range),
    countGenerations(db, range),
    sumCreditsSold(db, range),
  ]);

  const days = new Map<string, OverviewDay>(
    listDays(from, to).map((day) => [day, { day, pageViews: 0, signUps: 0, analyses: 0, generationsReady: 0, generationsFailed: 0, creditsSold: 0 }]),
  );
  const add = (measure: OverviewMeasure, day: string, value: number) => {
    const entry = days.get(day);
    if (entry) entry[measure] += value;
  };
  for (const row of views.byDay) add("pageViews", row.day, row.views);
  for (const row of signUps) add("signUps", row.day, row.value);
  for (const row of analyses) add("analyses", row.day, row.value);
  for (const row of generations) add(row.status === "ready" ? "generationsReady" : "generationsFailed", row.day, row.value);
  for (const row of creditsSold) add("creditsSold", row.day, row.value);

  const series = [...days.values()];
  const total = (measure: OverviewMeasure) => series.reduce((sum, day) => sum + day[measure], 0);
  return {
    from,
    to,
    totals: {
      pageViews: total("pageViews"),
      signUps: total("signUps"),
      analyses: total("analyses"),
      generationsReady: total("generationsReady"),
      generationsFailed: total("generationsFailed"),
      creditsSold: total("creditsSold"),
    },
    days: series,
    topPaths: views.byPath,
  };
}
