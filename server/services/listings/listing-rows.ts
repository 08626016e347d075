import type { Database } from "../../db/client";
import { type listings } from "../../db/schema/listings";

export type ListingRow = typeof listings.$inferSelect;
export type ListingDb = Database;

/** The ledger reference a listing's credit is charged and refunded under. */
export function listingChargeReference(listingId: string): string {
  return `listing:${listingId}`;
}
