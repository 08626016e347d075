import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/listings";
import { AppError } from "../../errors";
import { findOwnListing } from "./get-listing";

/** Deletes a finished listing; one still being written cannot be deleted until it ends. The ledger keeps its rows. */
export async function deleteListing(db: Database, userId: string, id: string): Promise<void> {
  await findOwnListing(db, userId, id);
  const deleted = await db
    .delete(listings)
    .where(and(eq(listings.id, id), eq(listings.userId, userId), ne(listings.status, "generating")))
    .returning({ id: listings.id });
  if (deleted.length === 0) throw new AppError("conflict", "This listing is still being written. Delete it when it has finished.");
}
