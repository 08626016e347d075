import { queryOptions, useQuery } from "../../../lib/query";
import type { ListingDetail } from "../../../../contracts/listings";
import { api, dataOf } from "../../../lib/api";
import { listingsQueryKey } from "./listings-query-key";

export function getListing(id: string): Promise<ListingDetail> {
  return dataOf(api.GET("/listings/{id}", { params: { path: { id } } }));
}

export function listingQuery(id: string) {
  return queryOptions({ queryKey: [...listingsQueryKey, "one", id], queryFn: () => getListing(id) });
}

export function useListing(id: string) {
  return useQuery(listingQuery(id));
}
