import { and, eq, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/listings";
import type { Logger } from "../../logger";
import { failListing } from "./finish-listing";
import { listingChargeReference } from "./listing-rows";

export const STUCK_MESSAGE = "The listing was interrupted while it was being written (the server restarted). Your credit was refunded; please generate it again.";

/**
 * A listing still "generating" long after any model call could have ended belongs to a process that died: it is failed
 * and its credit refunded, once, whichever process sweeps first. Bulk rows are re-run by the bulk worker instead.
 */
export async function sweepStuckListings(db: Database, logger: Logger, olderThanMs: number): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  const stuck = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.status, "generating"), ne(listings.origin, "bulk"), lt(listings.updatedAt, cutoff)))
    .limit(500);
  let failed = 0;
  for (const { id } of stuck) {
    if (await failListing(db, id, STUCK_MESSAGE, listingChargeReference(id))) failed++;
  }
  if (failed > 0) logger.warn({ failed }, "interrupted listings failed and refunded");
  return failed;
}
