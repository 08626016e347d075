import { and, eq } from "drizzle-orm";
import { bulkJobRows } from "../../../db/schema/listings";
import type { ListingCharge } from "../listing-charge";

/** A claimed bulk row, as far as its charge needs it. */
export interface ClaimedBulkRow {
  id: string;
  jobId: string;
  claimedBy: string | null;
  attempts: number;
}

/**
 * The row as this worker claimed it: still running, under this claim. A worker whose row was taken over (it was
 * thought dead) changes nothing of it any more.
 */
export function stillOurs(row: ClaimedBulkRow) {
  return and(eq(bulkJobRows.id, row.id), eq(bulkJobRows.status, "running"), eq(bulkJobRows.claimedBy, row.claimedBy ?? ""), eq(bulkJobRows.attempts, row.attempts));
}

/**
 * A bulk row's credit, reserved at upload: nothing is charged again. The listing's id is written on the row in the
 * transaction that records the listing, so a process that dies mid-row leaves a row that knows its listing. A failed
 * listing refunds nothing: the row refunds its own credit (or is written again).
 */
export function bulkRowCharge(row: ClaimedBulkRow): ListingCharge {
  return {
    bulkJobId: row.jobId,
    async take(tx, listing) {
      await tx.update(bulkJobRows).set({ listingId: listing.id, updatedAt: new Date() }).where(stillOurs(row));
    },
    refundReference: () => null,
  };
}
