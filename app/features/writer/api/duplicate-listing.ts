import type { ListingDetail } from "../../../../contracts/listings";
import { api, dataOf } from "../../../lib/api";

export function duplicateListing(id: string): Promise<ListingDetail> {
  return dataOf(api.POST("/listings/{id}/duplicate", { params: { path: { id } } }));
}
