import type { Context } from "hono";
import type { AppEnv } from "../../context";
import type { ListingServiceDeps } from "../../services/listings/generate-listing";

/** What the listing services need, from the app's dependencies. */
export function listingServiceDeps(c: Context<AppEnv>): ListingServiceDeps {
  const { database, listingWriter, places, logger, metrics, instanceId } = c.var.deps;
  return { db: database.db, writer: listingWriter, places, logger: c.var.log ?? logger, metrics, instanceId };
}
