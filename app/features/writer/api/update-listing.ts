import type { ListingDetail, UpdateListingRequest } from "../../../../contracts/listings";
import { api, dataOf } from "../../../lib/api";

/** The host's own edits of the title, summary, sections or rules, checked and graded again by the server. */
export function updateListing(id: string, edits: UpdateListingRequest): Promise<ListingDetail> {
  return dataOf(api.PATCH("/listings/{id}", { params: { path: { id } }, body: edits }));
}
