import { and, eq, sql } from "drizzle-orm";
import type { QualityResult } from "../../../core/grader/types";
import type { GeneratedListing } from "../../../core/writer/generated-listing";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/listings";
import type { AppMetrics } from "../../metrics/app-metrics";
import { refundCredits } from "../billing/refund-credits";
import { recordHomeScore } from "../homes/record-home-score";
import type { ListingRow } from "./listing-rows";

/** Saves the written listing; written for a home, its grade becomes a point of the home's score, in one transaction. */
export async function saveReadyListing(db: Database, id: string, output: GeneratedListing, grade: QualityResult): Promise<ListingRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
    .update(listings)
    .set({
      status: "ready",
      output,
      grade,
      title: output.title,
      overallScore: grade.overallScore,
      writerLabel: output.writer.label,
      error: null,
      updatedAt: new Date(),
      completedAt: new Date(),
    })
    .where(and(eq(listings.id, id), eq(listings.status, "generating")))
    .returning();
  if (!row) throw new Error(`Listing ${id} was no longer being generated`);
    if (row.homeId !== null) await recordHomeScore(tx, { homeId: row.homeId, kind: "written", overallScore: grade.overallScore, qualityLevel: grade.qualityLevel, listingId: row.id });
    return row;
  });
}

/**
 * Marks a listing failed and gives its credit back in the SAME transaction (DESIGN.md): both happen or neither. Only a
 * row still "generating" is failed, so the sweep and a late failure cannot refund twice (the ledger refuses a second
 * refund of one reference as well). Returns whether this call failed it.
 */
export async function failListing(db: Database, id: string, message: string, refundReference: string | null, metrics?: AppMetrics): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(listings)
      .set({ status: "failed", error: message.slice(0, 1000), updatedAt: sql`now()`, completedAt: sql`now()` })
      .where(and(eq(listings.id, id), eq(listings.status, "generating")))
      .returning({ userId: listings.userId });
    if (!row) return false;
    if (refundReference !== null) {
      await refundCredits(tx, { userId: row.userId, kind: "listing", reference: refundReference, description: "Refund: the listing could not be written" }, { metrics });
    }
    return true;
  });
}
