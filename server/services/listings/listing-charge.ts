import type { PropertyFacts } from "../../../core/writer/property-facts";
import type { AppMetrics } from "../../metrics/app-metrics";
import type { Executor } from "../billing/billing-db";
import { chargeCredits } from "../billing/charge-credits";
import { listingChargeReference } from "./listing-rows";

/**
 * Who pays for a listing, given to generateListing by its caller: one credit taken with the record (the web, the API),
 * or a credit a bulk row reserved at upload (bulk/bulk-row-charge.ts). It acts inside the transaction that records the
 * listing, and says which ledger reference the failure refunds.
 */
export interface ListingCharge {
  /** The bulk job the listing belongs to, if any. */
  readonly bulkJobId: string | null;
  /** In the transaction that records the listing: takes its credit, or ties it to the credit reserved before. */
  take(tx: Executor, listing: { id: string; userId: string; facts: PropertyFacts }, metrics?: AppMetrics): Promise<void>;
  /** The reference refunded with a failure in the same transaction; null when the credit's owner refunds it itself. */
  refundReference(listingId: string): string | null;
}

function describe(facts: PropertyFacts): string {
  return `Listing: ${facts.propertyType} in ${facts.location.city}`.slice(0, 200);
}

/** One listing credit, charged with the record (spec: 1 listing credit; admins are not charged) and refunded with a failure. */
export const perListingCharge: ListingCharge = {
  bulkJobId: null,
  async take(tx, listing, metrics) {
    await chargeCredits(tx, { userId: listing.userId, kind: "listing", reference: listingChargeReference(listing.id), description: describe(listing.facts) }, { metrics });
  },
  refundReference: listingChargeReference,
};
