import { AppError } from "../../errors";
import { consumeRateLimit, type DatabaseExecutor, type RateLimitRule } from "./consume-rate-limit";

/**
 * Counts one attempt, or refuses it: 429 `rate_limited` with Retry-After and the rule's message for the wait.
 * `onRefused` runs before the refusal is thrown (a metric, a log line).
 */
export async function enforceRateLimit(
  db: DatabaseExecutor,
  rule: RateLimitRule,
  message: (retryAfterSeconds: number) => string,
  onRefused?: () => void,
): Promise<void> {
  const limit = await consumeRateLimit(db, rule);
  if (limit.allowed) return;
  onRefused?.();
  const seconds = limit.retryAfterSeconds;
  throw new AppError("rate_limited", message(seconds), { retryAfterSeconds: seconds }, { "Retry-After": String(seconds) });
}
