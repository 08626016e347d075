import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { ApiUsage } from "../../../contracts/api-keys";
import type { DayRange } from "../../../core/dates/day-range";
import type { Database } from "../../db/client";
import { apiRequests } from "../../db/schema/api-keys";
import { creditTransactions } from "../../db/schema/billing";

const utcDay = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/**
 * Requests made with the user's keys and credits used, per UTC day of the range. Credits are counted whichever way
 * they were spent (web or API: they come from one balance), net of refunds.
 */
export async function getApiUsage(db: Database, userId: string, range: DayRange): Promise<ApiUsage> {
  const requestDay = utcDay(apiRequests.createdAt);
  const creditDay = utcDay(creditTransactions.createdAt);
  const [requestRows, creditRows] = await Promise.all([
    db
      .select({ day: requestDay, requests: sql<number>`count(*)::int`, errors: sql<number>`(count(*) filter (where ${apiRequests.status} >= 400))::int` })
      .from(apiRequests)
      .where(and(eq(apiRequests.userId, userId), gte(apiRequests.createdAt, range.start), lt(apiRequests.createdAt, range.end)))
      .groupBy(requestDay),
    db
      .select({ day: creditDay, kind: creditTransactions.creditKind, used: sql<number>`(-sum(${creditTransactions.amount}))::int` })
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.userId, userId),
          inArray(creditTransactions.transactionType, ["usage", "refund"]),
          gte(creditTransactions.createdAt, range.start),
          lt(creditTransactions.createdAt, range.end),
        ),
      )
      .groupBy(creditDay, creditTransactions.creditKind),
  ]);
  const byDay = new Map(range.days.map((day) => [day, { day, requests: 0, errors: 0, listingCredits: 0, captionCredits: 0 }]));
  for (const row of requestRows) Object.assign(byDay.get(row.day) ?? {}, { requests: row.requests, errors: row.errors });
  for (const row of creditRows) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.kind === "listing" ? "listingCredits" : "captionCredits"] = row.used;
  }
  const days = [...byDay.values()];
  const sum = (key: "requests" | "errors" | "listingCredits" | "captionCredits") => days.reduce((total, d) => total + d[key], 0);
  return {
    from: range.from,
    to: range.to,
    days,
    totals: { requests: sum("requests"), errors: sum("errors"), listingCredits: sum("listingCredits"), captionCredits: sum("captionCredits") },
  };
}
