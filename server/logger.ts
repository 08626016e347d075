import pino, { type Logger } from "pino";
import type { Env } from "./env";

export type { Logger };

/**
 * JSON lines on stdout. Secrets never reach the log: the redaction list covers the places they travel.
 * Listing texts and passwords are never logged by design (handlers log ids, not bodies).
 */
export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">): Logger {
  return pino({
    level: env.LOG_LEVEL,
    base: { service: "listinglift" },
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "password", "token", "*.password", "*.token", "apiKey"],
      censor: "[redacted]",
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  });
}
