import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ListingDetail, ListingsPage, RegenerateSectionRequest, UpdateListingRequest } from "../../../../contracts/listings";
import type { RewritablePart, RewriteDirection } from "../../../../core/writer/rewrite-direction";
import { requestApi } from "../../../lib/api-client";

export const listingsQueryKey = ["listings"] as const;
export const LISTINGS_PAGE_SIZE = 10;

export function useListings(page: number, q: string, enabled = true) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(LISTINGS_PAGE_SIZE) });
  if (q.trim()) params.set("q", q.trim());
  return useQuery({
    queryKey: [...listingsQueryKey, "page", page, q.trim()],
    queryFn: () => requestApi<ListingsPage>(`/api/v1/listings?${params}`),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useListing(id: string) {
  return useQuery({ queryKey: [...listingsQueryKey, "one", id], queryFn: () => requestApi<ListingDetail>(`/api/v1/listings/${encodeURIComponent(id)}`) });
}

export function updateListing(id: string, edits: UpdateListingRequest): Promise<ListingDetail> {
  return requestApi<ListingDetail>(`/api/v1/listings/${encodeURIComponent(id)}`, { method: "PATCH", body: edits });
}

/** The summary or one section written again; with a direction, as the host asked (shorter, warmer, lead with…). */
export function regenerateSection(id: string, section: RewritablePart, direction?: RewriteDirection): Promise<ListingDetail> {
  const body: RegenerateSectionRequest = direction ? { section, direction } : { section };
  return requestApi<ListingDetail>(`/api/v1/listings/${encodeURIComponent(id)}/regenerate-section`, { method: "POST", body });
}

export function duplicateListing(id: string): Promise<ListingDetail> {
  return requestApi<ListingDetail>(`/api/v1/listings/${encodeURIComponent(id)}/duplicate`, { method: "POST" });
}

export function deleteListing(id: string): Promise<void> {
  return requestApi<void>(`/api/v1/listings/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function exportHref(id: string, format: "md" | "txt" | "json"): string {
  return `/api/v1/listings/${encodeURIComponent(id)}/export?format=${format}`;
}
