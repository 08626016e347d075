import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "../env";
import type { Logger } from "../logger";

/**
 * AUTH_SECRET signs session cookies. On the embedded defaults one is made at first start and kept in DATA_DIR, so
 * sessions survive restarts; several processes must share one, so production sets AUTH_SECRET.
 */
export function resolveAuthSecret(env: Env, logger: Logger): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  const file = path.join(env.dataDir, "auth-secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  const secret = randomBytes(32).toString("base64url");
  fs.mkdirSync(env.dataDir, { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  if (env.NODE_ENV === "production") logger.warn({ file }, "AUTH_SECRET is not set: made one in DATA_DIR; set it when running several processes");
  return secret;
}
