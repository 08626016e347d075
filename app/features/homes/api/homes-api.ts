import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AnalyzeListingResponse } from "../../../../contracts/grader";
import type { HomeDetail, HomesPage } from "../../../../contracts/homes";
import { requestApi } from "../../../lib/api-client";

export const homesQueryKey = ["homes"] as const;
export const HOMES_PAGE_SIZE = 12;

const homePath = (id: string) => `/api/v1/homes/${encodeURIComponent(id)}`;

export function useHomes(page: number, q: string) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(HOMES_PAGE_SIZE) });
  if (q.trim()) params.set("q", q.trim());
  return useQuery({
    queryKey: [...homesQueryKey, "page", page, q.trim()],
    queryFn: () => requestApi<HomesPage>(`/api/v1/homes?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** One home; none asked while `id` is null (the create-listing form without `?home=`). */
export function useHome(id: string | null) {
  return useQuery({ queryKey: [...homesQueryKey, "one", id], queryFn: () => requestApi<HomeDetail>(homePath(id ?? "")), enabled: id !== null });
}

export function renameHome(id: string, name: string): Promise<HomeDetail> {
  return requestApi<HomeDetail>(homePath(id), { method: "PATCH", body: { name } });
}

export function deleteHome(id: string): Promise<void> {
  return requestApi<void>(homePath(id), { method: "DELETE" });
}

/** Grades the home's newest ready listing, or the Airbnb page at `url`; the answer is the grader's, and a point is added. */
export function gradeHome(id: string, url?: string): Promise<AnalyzeListingResponse> {
  return requestApi<AnalyzeListingResponse>(`${homePath(id)}/grade`, { method: "POST", body: url ? { url } : {} });
}
