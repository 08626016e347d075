import type { AppEnv } from "../../context";
import type { CaptionServiceDeps } from "../../services/captions/caption-rows";

/** What the caption services need, from the app's dependencies (any route's context, guarded or not). */
export function captionServiceDeps(c: { var: Pick<AppEnv["Variables"], "deps" | "log"> }): CaptionServiceDeps {
  const { database, storage, captionWriter, logger } = c.var.deps;
  return { db: database.db, storage, writer: captionWriter, logger: c.var.log ?? logger };
}
