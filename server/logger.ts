import pino, { type DestinationStream, type Logger } from "pino";
import type { Env } from "./env";

export type { Logger };

/**
 * Keys whose values never reach the log, wherever they sit (one level deep): credentials, and the texts people write
 * (listings, facts, messages). Handlers log ids and counts, never bodies; this list is the net under that rule.
 */
const REDACTED_KEYS = ["password", "newPassword", "currentPassword", "token", "apiKey", "secret", "cookie", "authorization", "listing", "facts", "text", "html"];
const REDACT_PATHS = [
  ...REDACTED_KEYS.flatMap((key) => [key, `*.${key}`]),
  "req.headers.authorization",
  "req.headers.cookie",
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
];

/**
 * Drizzle's "Failed query" errors carry the statement's parameters (a password hash, a listing's text) in their message,
 * stack and `params`: the parameters are cut before the error is written.
 */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n\s+at |$)/g;

export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  return scrubParams(serialized);
}

function scrubParams(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (key === "params") out[key] = "[redacted]";
    else if (typeof field === "string") out[key] = field.replace(PARAMS_IN_TEXT, "\nparams: [redacted]");
    else if (field && typeof field === "object" && !Array.isArray(field)) out[key] = scrubParams(field as Record<string, unknown>);
    else out[key] = field;
  }
  return out;
}

/** JSON lines on stdout (or `destination`, for tests), each request's lines carrying its `reqId`. */
export function createLogger(env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">, destination?: DestinationStream): Logger {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: { service: "listinglift" },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      serializers: { err: serializeError },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
