import path from "node:path";
import type { Env } from "../../env";
import type { Logger } from "../../logger";
import { createLocalStorage } from "./local-storage";
import type { S3Settings } from "./s3-storage";
import type { FileStorage } from "./types";

/** S3 when S3_BUCKET is set, else the folder DATA_DIR/uploads. */
export function createFileStorage(env: Env, logger: Logger): FileStorage {
  if (env.S3_BUCKET !== undefined) {
    logger.info({ bucket: env.S3_BUCKET, endpoint: env.S3_ENDPOINT ?? "AWS" }, "file storage: S3");
    return lazyS3Storage({ ...env, S3_BUCKET: env.S3_BUCKET });
  }
  return createLocalStorage(path.join(env.dataDir, "uploads"));
}

/** The AWS SDK (about 10 MB resident) loads with the first file stored or read, not at every start (issue 22). */
function lazyS3Storage(settings: S3Settings): FileStorage {
  let storage: Promise<FileStorage> | undefined;
  const load = () => (storage ??= import("./s3-storage").then(({ createS3Storage }) => createS3Storage(settings)));
  return {
    kind: "s3",
    put: async (key, body, contentType) => (await load()).put(key, body, contentType),
    get: async (key) => (await load()).get(key),
    delete: async (key) => (await load()).delete(key),
  };
}
