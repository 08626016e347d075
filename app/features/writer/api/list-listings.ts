import { keepPreviousData, queryOptions, useQuery } from "../../../lib/query";
import type { ListingsPage } from "../../../../contracts/listings";
import { api, dataOf } from "../../../lib/api";
import { listingPagesQueryKey } from "./listings-query-key";

export const LISTINGS_PAGE_SIZE = 10;

export function listListings(page: number, q: string): Promise<ListingsPage> {
  return dataOf(api.GET("/listings", { params: { query: { page, pageSize: LISTINGS_PAGE_SIZE, q: q || undefined } } }));
}

/** A page of the user's listings, newest first; with `q`, those whose title or city holds its words. */
export function listingsPageQuery(page: number, q: string) {
  return queryOptions({
    queryKey: [...listingPagesQueryKey, page, q.trim()],
    queryFn: () => listListings(page, q.trim()),
    placeholderData: keepPreviousData,
  });
}

export function useListings(page: number, q: string, enabled = true) {
  return useQuery({ ...listingsPageQuery(page, q), enabled });
}
