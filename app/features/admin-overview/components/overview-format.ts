import type { OverviewMeasure } from "../../../../contracts/admin-overview";

export const MEASURE_LABELS: Record<OverviewMeasure, string> = {
  pageViews: "Page views",
  signUps: "Sign-ups",
  analyses: "Analyses",
  generationsReady: "Listings written",
  generationsFailed: "Listings failed",
  creditsSold: "Listing credits sold",
};

const numberFormat = new Intl.NumberFormat("en-US");
// Days are UTC calendar days: formatted in UTC so that a browser west of Greenwich does not show the day before.
const shortDay = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const longDay = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });

export const formatCount = (value: number) => numberFormat.format(value);
export const formatShortDay = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
export const formatLongDay = (day: string) => longDay.format(new Date(`${day}T00:00:00Z`));

/** "120 in all; most on Mar 3 (14)": what a chart shows, in words for screen readers. */
export function describeSeries(label: string, points: { day: string; value: number }[]): string {
  const total = points.reduce((sum, point) => sum + point.value, 0);
  if (total === 0) return `${label}: none in this range.`;
  const peak = points.reduce((best, point) => (point.value > best.value ? point : best));
  return `${label}: ${formatCount(total)} in all; most on ${formatLongDay(peak.day)} (${formatCount(peak.value)}).`;
}
