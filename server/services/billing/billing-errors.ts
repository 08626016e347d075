import { AppError } from "../../errors";
import type { Logger } from "../../logger";

/**
 * Runs one step of a purchase; an unexpected failure (not an AppError) is logged and answered with the spec's billing
 * text for that step (§8), e.g. "Could not update your credits. Please try again."
 */
export async function withBillingError<T>(message: string, logger: Logger, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError) throw error;
    logger.error({ err: error }, `billing: ${message}`);
    throw new AppError("internal_error", message);
  }
}
