import type { ListingDetail, RegenerateSectionRequest } from "../../../../contracts/listings";
import type { RewritablePart, RewriteDirection } from "../../../../core/writer/rewrite-direction";
import { api, dataOf } from "../../../lib/api";

/** The summary or one section written again; with a direction, as the host asked (shorter, warmer, lead with…). */
export function regenerateSection(id: string, section: RewritablePart, direction?: RewriteDirection): Promise<ListingDetail> {
  const body: RegenerateSectionRequest = direction ? { section, direction } : { section };
  return dataOf(api.POST("/listings/{id}/regenerate-section", { params: { path: { id } }, body }));
}
