import { keepPreviousData, queryOptions, useQuery } from "../../../lib/query";
import type { HomesPage } from "../../../../contracts/homes";
import { api, dataOf } from "../../../lib/api";
import { homesQueryKey } from "./homes-query-key";

export const HOMES_PAGE_SIZE = 12;

export function listHomes(page: number, q: string): Promise<HomesPage> {
  return dataOf(api.GET("/homes", { params: { query: { page, pageSize: HOMES_PAGE_SIZE, q: q || undefined } } }));
}

/** A page of the user's homes, newest first; with `q`, those whose name or city holds its words. */
export function homesPageQuery(page: number, q: string) {
  return queryOptions({
    queryKey: [...homesQueryKey, "page", page, q.trim()],
    queryFn: () => listHomes(page, q.trim()),
    placeholderData: keepPreviousData,
  });
}

export function useHomes(page: number, q: string) {
  return useQuery(homesPageQuery(page, q));
}
