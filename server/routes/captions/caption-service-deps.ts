import type { Context } from "hono";
import type { AppEnv } from "../../context";
import type { CaptionServiceDeps } from "../../services/captions/caption-rows";

/** What the caption services need, from the app's dependencies. */
export function captionServiceDeps(c: Context<AppEnv>): CaptionServiceDeps {
  const { database, storage, captionWriter, logger } = c.var.deps;
  return { db: database.db, storage, writer: captionWriter, logger: c.var.log ?? logger };
}
