import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/listings";
import { AppError } from "../../errors";
import type { ListingRow } from "./listing-rows";

/** One of the user's listings; another user's is as unknown as a missing one (404, never 403, so ids reveal nothing). */
export async function findOwnListing(db: Database, userId: string, id: string): Promise<ListingRow> {
  const [row] = await db.select().from(listings).where(and(eq(listings.id, id), eq(listings.userId, userId)));
  if (!row) throw new AppError("not_found", "This listing does not exist, or it is not yours.");
  return row;
}
