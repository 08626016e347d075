import type { BulkJobDetail } from "../../../../contracts/bulk";
import type { MarketplaceId } from "../../../../core/marketplaces/marketplace-rules";
import { api, dataOf } from "../../../lib/api";

/** Starts a bulk job from the CSV's text: each row becomes a listing, written in the background (1 credit per row, reserved now). */
export function uploadBulkCsv(fileName: string, csv: string, marketplace: MarketplaceId, createHomes: boolean): Promise<BulkJobDetail> {
  return dataOf(api.POST("/listings/bulk", { body: { fileName, csv, marketplace, createHomes } }));
}
