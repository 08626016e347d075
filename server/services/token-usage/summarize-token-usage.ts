import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { TokenUsageReport, TokenUsageTotals } from "../../../contracts/token-usage";
import type { DayRange } from "../../../core/dates/day-range";
import type { Database } from "../../db/client";
import { user } from "../../db/schema/auth";
import { tokenUsage } from "../../db/schema/listings";

export const utcDayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** calls, tokens and cost of the grouped rows, as integers (sums of integers come back from PostgreSQL as bigint). */
export const totalsColumns = {
  calls: sql<number>`count(*)::int`,
  inputTokens: sql<number>`coalesce(sum(${tokenUsage.inputTokens}), 0)::bigint`.mapWith(Number),
  outputTokens: sql<number>`coalesce(sum(${tokenUsage.outputTokens}), 0)::bigint`.mapWith(Number),
  costMicroUsd: sql<number>`coalesce(sum(${tokenUsage.costMicroUsd}), 0)::bigint`.mapWith(Number),
};

export const inRange = (range: DayRange) => and(gte(tokenUsage.createdAt, range.start), lt(tokenUsage.createdAt, range.end));

const ZERO: TokenUsageTotals = { calls: 0, inputTokens: 0, outputTokens: 0, costMicroUsd: 0 };
const byCost = desc(sql`coalesce(sum(${tokenUsage.costMicroUsd}), 0)`);

/** Every model call of the range (UTC days), summed by day, by provider and model, and by user, with the totals. */
export async function summarizeTokenUsage(db: Database, range: DayRange): Promise<TokenUsageReport> {
  const day = utcDayOf(tokenUsage.createdAt);
  const where = inRange(range);
  const [totals, days, models, users] = await Promise.all([
    db.select(totalsColumns).from(tokenUsage).where(where),
    db.select({ day, ...totalsColumns }).from(tokenUsage).where(where).groupBy(day),
    db
      .select({ provider: tokenUsage.provider, model: tokenUsage.model, ...totalsColumns })
      .from(tokenUsage)
      .where(where)
      .groupBy(tokenUsage.provider, tokenUsage.model)
      .orderBy(byCost, tokenUsage.provider, tokenUsage.model),
    db
      .select({ userId: tokenUsage.userId, email: user.email, ...totalsColumns })
      .from(tokenUsage)
      .leftJoin(user, eq(user.id, tokenUsage.userId))
      .where(where)
      .groupBy(tokenUsage.userId, user.email)
      .orderBy(byCost, user.email),
  ]);
  const found = new Map(days.map((row) => [row.day, row]));
  return {
    from: range.from,
    to: range.to,
    totals: totals[0] ?? ZERO,
    byDay: range.days.map((d) => {
      const row = found.get(d);
      return row ? { ...row } : { day: d, ...ZERO };
    }),
    byModel: models,
    byUser: users.map((row) => ({ ...row, email: row.email ?? null })),
  };
}
