import { randomUUID } from "node:crypto";
import type { MarketplaceId } from "../../../core/marketplaces/marketplace-rules";
import type { PropertyFacts, WritingLanguage } from "../../../core/writer/property-facts";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/listings";
import type { AppMetrics } from "../../metrics/app-metrics";
import { chargeCredits } from "../billing/charge-credits";
import { listingChargeReference, type ListingRow } from "./listing-rows";

export interface StartListingInput {
  userId: string;
  facts: PropertyFacts;
  marketplace: MarketplaceId;
  language: WritingLanguage;
  origin: ListingRow["origin"];
  /** A bulk row whose credit was reserved at upload: not charged again here. */
  bulk?: { jobId: string };
  /** The server instance writing it, so that another process can tell when it died. */
  claimedBy?: string;
}

function describe(facts: PropertyFacts): string {
  return `Listing: ${facts.propertyType} in ${facts.location.city}`.slice(0, 200);
}

/**
 * Records the listing as "generating" and takes its credit in ONE transaction (spec: 1 listing credit; admins are not
 * charged): with too few credits nothing is recorded and the caller gets the spec's 402 text.
 */
export async function startListing(db: Database, input: StartListingInput, metrics?: AppMetrics): Promise<ListingRow> {
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(listings)
      .values({
        id,
        userId: input.userId,
        status: "generating",
        origin: input.origin,
        bulkJobId: input.bulk?.jobId ?? null,
        claimedBy: input.claimedBy ?? null,
        marketplace: input.marketplace,
        language: input.language,
        facts: input.facts,
      })
      .returning();
    if (!input.bulk) {
      await chargeCredits(tx, { userId: input.userId, kind: "listing", reference: listingChargeReference(id), description: describe(input.facts) }, { metrics });
    }
    return row!;
  });
}
