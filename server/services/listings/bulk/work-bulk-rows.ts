import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { PropertyFacts } from "../../../../core/writer/property-facts";
import type { Database } from "../../../db/client";
import { bulkJobRows } from "../../../db/schema/listings";
import type { AppMetrics } from "../../../metrics/app-metrics";
import { AppError } from "../../../errors";
import { refundCredits } from "../../billing/refund-credits";
import { deadInstanceIds } from "../../instances/server-instances";
import { failListing } from "../finish-listing";
import { generateListing, type ListingServiceDeps } from "../generate-listing";
import { bulkRowReference } from "./bulk-references";
import { bulkRowCharge, stillOurs } from "./bulk-row-charge";

export type BulkRow = typeof bulkJobRows.$inferSelect;

/**
 * A row claimed longer ago than this belongs to a process that died, whoever claimed it; another process takes it over.
 * A row claimed by a registered server instance is taken over as soon as that instance's heartbeat stops.
 */
export const BULK_LEASE_MS = 5 * 60_000;
/** What a bulk row's listing left behind by a dead process says; the row itself is written again. */
export const BULK_INTERRUPTED_MESSAGE = "Interrupted; the row was written again.";
/** A row is tried at most this often (a crash mid-row counts as a try). */
export const BULK_MAX_ATTEMPTS = 3;

export interface ClaimLimits {
  leaseMs?: number;
  /** INSTANCE_TIMEOUT_MS: a row whose instance was not seen for this long is taken over. Unset: the lease only. */
  instanceTimeoutMs?: number;
}

/**
 * Claims the next row to work: queued, or running for a process that died (its instance's heartbeat stopped, or the
 * lease expired). `FOR UPDATE SKIP LOCKED` lets any number of processes claim at once without ever taking the same row.
 */
export async function claimBulkRow(db: Database, workerId: string, limits: ClaimLimits = {}): Promise<BulkRow | null> {
  const leaseExpired = sql`${bulkJobRows.claimedAt} < now() - make_interval(secs => ${(limits.leaseMs ?? BULK_LEASE_MS) / 1000})`;
  const ownerDead: SQL[] = limits.instanceTimeoutMs === undefined ? [] : [inArray(bulkJobRows.claimedBy, deadInstanceIds(db, limits.instanceTimeoutMs))];
  const next = db
    .select({ id: bulkJobRows.id })
    .from(bulkJobRows)
    .where(or(eq(bulkJobRows.status, "queued"), and(eq(bulkJobRows.status, "running"), or(leaseExpired, ...ownerDead))))
    .orderBy(asc(bulkJobRows.updatedAt), asc(bulkJobRows.rowNumber))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(bulkJobRows)
    .set({ status: "running", claimedAt: sql`now()`, claimedBy: workerId, attempts: sql`${bulkJobRows.attempts} + 1`, updatedAt: sql`now()` })
    .where(inArray(bulkJobRows.id, next))
    .returning();
  return row ?? null;
}

/** Ends a row as failed and gives its reserved credit back, in one transaction. */
async function failRow(db: Database, row: BulkRow, message: string, metrics?: AppMetrics): Promise<void> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(bulkJobRows)
      .set({ status: "failed", error: message.slice(0, 1000), updatedAt: new Date() })
      .where(stillOurs(row))
      .returning({ id: bulkJobRows.id });
    if (updated) await refundCredits(tx, { userId: row.userId, kind: "listing", reference: bulkRowReference(row.id), description: `Refund: bulk listing ${row.rowNumber} could not be written` }, { metrics });
  });
}

/** Works one claimed row: writes its listing (already paid for), or fails it with a refund. */
export async function workBulkRow(deps: ListingServiceDeps, row: BulkRow): Promise<void> {
  // A row taken over from a dead process: its half-written listing is closed first (its credit is the row's, not refunded here).
  if (row.listingId) await failListing(deps.db, row.listingId, BULK_INTERRUPTED_MESSAGE, null);
  if (row.attempts > BULK_MAX_ATTEMPTS) {
    await failRow(deps.db, row, `Stopped after ${BULK_MAX_ATTEMPTS} tries. Your credit was refunded.`, deps.metrics);
    return;
  }
  try {
    const listing = await generateListing(deps, { userId: row.userId, request: { facts: row.facts as PropertyFacts, ...(row.homeId ? { homeId: row.homeId } : {}) }, origin: "bulk", charge: bulkRowCharge(row) });
    await deps.db.update(bulkJobRows).set({ status: "done", listingId: listing.id, error: null, updatedAt: new Date() }).where(stillOurs(row));
  } catch (error) {
    if (!(error instanceof AppError)) deps.logger.error({ err: error, rowId: row.id }, "bulk row failed");
    await failRow(deps.db, row, error instanceof AppError ? error.message : "The listing could not be written because of an error on our side.", deps.metrics);
  }
}

/** Works rows until none is left to claim; returns how many it worked. */
export async function workBulkRows(deps: ListingServiceDeps, workerId: string, limits: ClaimLimits = {}): Promise<number> {
  let worked = 0;
  for (let row = await claimBulkRow(deps.db, workerId, limits); row !== null; row = await claimBulkRow(deps.db, workerId, limits)) {
    await workBulkRow(deps, row);
    worked++;
  }
  return worked;
}
