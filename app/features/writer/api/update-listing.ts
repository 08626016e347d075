import type { ListingDetail, UpdateListingRequest } from "../../../../contracts/listings";
import { api, dataOf } from "../../../lib/api";

/** Saves the host's edits of the listing's texts; the server runs its checks and grade again. */
export function updateListing(id: string, edits: UpdateListingRequest): Promise<ListingDetail> {
  return dataOf(api.PATCH("/listings/{id}", { params: { path: { id } }, body: edits }));
}
