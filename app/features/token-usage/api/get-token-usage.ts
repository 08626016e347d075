import { keepPreviousData, queryOptions, useQuery } from "../../../lib/query";
import { type TokenUsageReport, tokenUsageReportSchema } from "../../../../contracts/token-usage";
import { api, dataOf } from "../../../lib/api";
import { apiPath } from "../../../lib/api-client";

export interface DayRangeChoice {
  from: string;
  to: string;
}

/** The "Download CSV" link: the browser downloads the file itself. */
export function tokenUsageCsvHref(range: DayRangeChoice): string {
  return `${apiPath("/admin/token-usage.csv")}?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;
}

export async function getTokenUsage(range: DayRangeChoice): Promise<TokenUsageReport> {
  return tokenUsageReportSchema.parse(await dataOf(api.GET("/admin/token-usage", { params: { query: { from: range.from, to: range.to } } })));
}

/** Model tokens and estimated cost of the range (administrators). */
export function tokenUsageQuery(range: DayRangeChoice) {
  return queryOptions({ queryKey: ["admin", "token-usage", range], queryFn: () => getTokenUsage(range), placeholderData: keepPreviousData });
}

export function useTokenUsage(range: DayRangeChoice) {
  return useQuery(tokenUsageQuery(range));
}
