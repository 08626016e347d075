import { randomUUID } from "node:crypto";
import type { MarketplaceId } from "../../../core/marketplaces/marketplace-rules";
import type { PropertyFacts, WritingLanguage } from "../../../core/writer/property-facts";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/listings";
import { saveFactsToHome } from "../homes/save-home";
import type { AppMetrics } from "../../metrics/app-metrics";
import { type ListingCharge, perListingCharge } from "./listing-charge";
import type { ListingRow } from "./listing-rows";

export interface StartListingInput {
  userId: string;
  facts: PropertyFacts;
  marketplace: MarketplaceId;
  language: WritingLanguage;
  origin: ListingRow["origin"];
  /** Who pays: one credit now (the default), or a bulk row's credit reserved at upload. */
  charge?: ListingCharge;
  /** The server instance writing it, so that another process can tell when it died. */
  claimedBy?: string;
  /** One of the user's homes: the listing is written for it, and the facts saved to it. */
  homeId?: string;
}

/**
 * Records the listing as "generating" and takes its credit in ONE transaction (the charge decides how): with too few
 * credits nothing is recorded and the caller gets the spec's 402 text. Written for a home, the facts are saved to it in
 * the same transaction (a home that is not the user's is a 404 and nothing is charged).
 */
export async function startListing(db: Database, input: StartListingInput, metrics?: AppMetrics): Promise<ListingRow> {
  const id = randomUUID();
  const charge = input.charge ?? perListingCharge;
  return db.transaction(async (tx) => {
    if (input.homeId !== undefined) await saveFactsToHome(tx, input.userId, input.homeId, input.facts);
    const [row] = await tx
      .insert(listings)
      .values({
        id,
        userId: input.userId,
        status: "generating",
        origin: input.origin,
        bulkJobId: charge.bulkJobId,
        homeId: input.homeId ?? null,
        claimedBy: input.claimedBy ?? null,
        marketplace: input.marketplace,
        language: input.language,
        facts: input.facts,
      })
      .returning();
    await charge.take(tx, { id, userId: input.userId, facts: input.facts }, metrics);
    return row!;
  });
}
