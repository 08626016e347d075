import path from "node:path";
import type { Env } from "../../env";
import type { Logger } from "../../logger";
import { createLocalStorage } from "./local-storage";
import { createS3Storage } from "./s3-storage";
import type { FileStorage } from "./types";

/** S3 when S3_BUCKET is set, else the folder DATA_DIR/uploads. */
export function createFileStorage(env: Env, logger: Logger): FileStorage {
  if (env.S3_BUCKET !== undefined) {
    logger.info({ bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT ?? "AWS" }, "file storage: S3");
    return createS3Storage({ ...env, S3_BUCKET: env.S3_BUCKET });
  }
  return createLocalStorage(path.join(env.dataDir, "uploads"));
}
