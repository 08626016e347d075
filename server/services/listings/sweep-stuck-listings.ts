import { and, eq, inArray, isNull, lt, notInArray, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/listings";
import type { Logger } from "../../logger";
import { deadInstanceIds, liveInstanceIds } from "../instances/server-instances";
import { BULK_INTERRUPTED_MESSAGE } from "./bulk/work-bulk-rows";
import { failListing } from "./finish-listing";
import { listingChargeReference } from "./listing-rows";

export const STUCK_MESSAGE = "The listing was interrupted while it was being written (the server restarted). Your credit was refunded; please generate it again.";

export interface SweepLimits {
  /** Older than this, a listing's process died whoever wrote it: longer than any generation can take. */
  olderThanMs: number;
  /** A listing whose server instance has not been seen for this long is dead at once (INSTANCE_TIMEOUT_MS). */
  instanceTimeoutMs: number;
}

/**
 * A listing still "generating" whose process died is failed and its credit refunded, once, whichever process sweeps
 * first. Its process died when its instance's heartbeat stopped, or, for one written outside a server (the CLI) or by
 * an instance that lost its row, when it is older than any generation can take. A listing of a live instance is never
 * failed for its age: it may be waiting its turn for a model call (AI_CONCURRENCY), which has no bound. A bulk listing is failed without a
 * refund: its credit belongs to its bulk row, which the bulk worker runs again (or refunds).
 */
export async function sweepStuckListings(db: Database, logger: Logger, limits: SweepLimits): Promise<number> {
  const cutoff = new Date(Date.now() - limits.olderThanMs);
  const stuck = await db
    .select({ id: listings.id, origin: listings.origin })
    .from(listings)
    .where(
      and(
        eq(listings.status, "generating"),
        or(
          and(lt(listings.updatedAt, cutoff), or(isNull(listings.claimedBy), notInArray(listings.claimedBy, liveInstanceIds(db, limits.instanceTimeoutMs)))),
          inArray(listings.claimedBy, deadInstanceIds(db, limits.instanceTimeoutMs)),
        ),
      ),
    )
    .limit(500);
  let failed = 0;
  for (const { id, origin } of stuck) {
    const failedNow = origin === "bulk" ? await failListing(db, id, BULK_INTERRUPTED_MESSAGE, null) : await failListing(db, id, STUCK_MESSAGE, listingChargeReference(id));
    if (failedNow) failed++;
  }
  if (failed > 0) logger.warn({ failed }, "interrupted listings failed and refunded");
  return failed;
}
