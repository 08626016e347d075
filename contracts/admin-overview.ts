import { z } from "zod";
import { isCalendarDay } from "../core/analytics/day-range";

const calendarDay = z.string().refine(isCalendarDay, "must be a date written YYYY-MM-DD");

export const adminOverviewQuerySchema = z.object({
  from: calendarDay.optional().describe("First day, included (YYYY-MM-DD, UTC); default: 30 days before `to`"),
  to: calendarDay.optional().describe("Last day, included (YYYY-MM-DD, UTC); default: today"),
});
export type AdminOverviewQuery = z.infer<typeof adminOverviewQuerySchema>;

const counts = {
  pageViews: z.number().int().describe("Route changes the web app reported"),
  signUps: z.number().int().describe("Accounts created"),
  analyses: z.number().int().describe("Grader analyses (visitors' and users')"),
  generationsReady: z.number().int().describe("Listings written"),
  generationsFailed: z.number().int().describe("Listings the writer could not finish (refunded)"),
  creditsSold: z.number().int().describe("Listing credits bought (purchases in the ledger)"),
};

export const overviewDaySchema = z.object({ day: z.string().describe("YYYY-MM-DD (UTC)"), ...counts });
export type OverviewDay = z.infer<typeof overviewDaySchema>;
export const overviewTotalsSchema = z.object(counts);
export type OverviewTotals = z.infer<typeof overviewTotalsSchema>;
export type OverviewMeasure = keyof OverviewTotals;

export const adminOverviewSchema = z.object({
  from: z.string().describe("First day shown (YYYY-MM-DD, UTC)"),
  to: z.string().describe("Last day shown (YYYY-MM-DD, UTC)"),
  totals: overviewTotalsSchema,
  /** One entry per day of the range, zeros included, oldest first. */
  days: z.array(overviewDaySchema),
  topPaths: z.array(z.object({ path: z.string(), views: z.number().int() })).describe("The most viewed paths of the range, most first"),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
