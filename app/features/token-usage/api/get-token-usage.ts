import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type TokenUsageReport, tokenUsageReportSchema } from "../../../../contracts/token-usage";
import { requestApi } from "../../../lib/api-client";

export interface DayRangeChoice {
  from: string;
  to: string;
}

const search = (range: DayRangeChoice) => `?${new URLSearchParams({ from: range.from, to: range.to }).toString()}`;

export function tokenUsageCsvHref(range: DayRangeChoice): string {
  return `/api/v1/admin/token-usage.csv${search(range)}`;
}

export async function getTokenUsage(range: DayRangeChoice): Promise<TokenUsageReport> {
  return tokenUsageReportSchema.parse(await requestApi(`/api/v1/admin/token-usage${search(range)}`));
}

/** Model tokens and estimated cost of the range (administrators). */
export function useTokenUsage(range: DayRangeChoice) {
  return useQuery({ queryKey: ["admin", "token-usage", range], queryFn: () => getTokenUsage(range), placeholderData: keepPreviousData });
}
