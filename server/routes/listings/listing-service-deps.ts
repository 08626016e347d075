import type { AppEnv } from "../../context";
import type { ListingServiceDeps } from "../../services/listings/generate-listing";

/** What the listing services need, from the app's dependencies (any route's context, guarded or not). */
export function listingServiceDeps(c: { var: Pick<AppEnv["Variables"], "deps" | "log"> }): ListingServiceDeps {
  const { database, listingWriter, places, logger, metrics, instanceId } = c.var.deps;
  return { db: database.db, writer: listingWriter, places, logger: c.var.log ?? logger, metrics, instanceId };
}
