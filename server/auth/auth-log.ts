import type { Logger } from "../logger";
import { serializeError } from "../logger";

const EMAIL = /[^\s"'<>(),;:@]+@[^\s"'<>(),;:@]+\.[^\s"'<>(),;:@]+/g;
const QUERY = /(\b[a-z][a-z0-9+.-]*:\/\/[^\s?"']*|\/[^\s?"']*)\?[^\s"']*/gi;

/** Text better-auth writes, without e-mail addresses or query strings (tokens travel in them). */
export function scrubAuthText(text: string): string {
  return text.replace(EMAIL, "[email]").replace(QUERY, "$1?[query]");
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubAuthText(value);
  if (value instanceof Error) return scrub(serializeError(value), depth);
  if (depth > 4 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, scrub(field, depth + 1)]));
}

/**
 * better-auth's `logger.log`: each of its messages becomes one JSON line of our log (never its own console output),
 * what it passes along (an error, a query's parameters) serialized and scrubbed like its message. Info and debug
 * messages go to debug.
 */
export function logAuthMessage(logger: Logger) {
  return (level: "debug" | "info" | "warn" | "error", message: string, ...args: unknown[]) => {
    const fields = { auth: true, ...(args.length > 0 ? { details: scrub(args) } : {}) };
    const text = scrubAuthText(String(message));
    if (level === "error") logger.error(fields, text);
    else if (level === "warn") logger.warn(fields, text);
    else logger.debug(fields, text);
  };
}
