import { eq } from "drizzle-orm";
import type { DayRange } from "../../../core/dates/day-range";
import type { Database } from "../../db/client";
import { user } from "../../db/schema/auth";
import { tokenUsage } from "../../db/schema/listings";
import { csvField } from "../csv/csv-field";
import { inRange, totalsColumns, utcDayOf } from "./summarize-token-usage";

const HEADER = ["day", "provider", "model", "user_email", "calls", "input_tokens", "output_tokens", "estimated_cost_usd"];

/** Micro-dollars as dollars with 6 decimals, exact (no floating point). */
export function formatMicroUsd(micro: number): string {
  const sign = micro < 0 ? "-" : "";
  const abs = Math.abs(micro);
  return `${sign}${Math.floor(abs / 1_000_000)}.${String(abs % 1_000_000).padStart(6, "0")}`;
}

/** The range's usage as CSV, one row per day, model and user (oldest day first), CRLF line ends. */
export async function exportTokenUsageCsv(db: Database, range: DayRange): Promise<string> {
  const day = utcDayOf(tokenUsage.createdAt);
  const rows = await db
    .select({ day, provider: tokenUsage.provider, model: tokenUsage.model, email: user.email, ...totalsColumns })
    .from(tokenUsage)
    .leftJoin(user, eq(user.id, tokenUsage.userId))
    .where(inRange(range))
    .groupBy(day, tokenUsage.provider, tokenUsage.model, user.email)
    .orderBy(day, tokenUsage.provider, tokenUsage.model, user.email);
  const lines = [HEADER.join(",")];
  for (const row of rows) {
    const fields = [row.day, row.provider, row.model, row.email, row.calls, row.inputTokens, row.outputTokens, formatMicroUsd(row.costMicroUsd)];
    lines.push(fields.map(csvField).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
