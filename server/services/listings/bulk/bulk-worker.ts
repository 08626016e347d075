import type { ListingServiceDeps } from "../generate-listing";
import { type ClaimLimits, workBulkRows } from "./work-bulk-rows";

export interface BulkWorker {
  stop(): Promise<void>;
}

/**
 * Each server process looks for bulk rows every `intervalMs` and works them one at a time, claiming them under its
 * instance id; several processes share the queue through the database. stop() waits for the row in hand to finish.
 */
export function startBulkWorker(deps: ListingServiceDeps & { instanceId: string }, options: ClaimLimits & { intervalMs?: number } = {}): BulkWorker {
  const { intervalMs = 2000, ...limits } = options;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = workBulkRows(deps, deps.instanceId, limits)
      .catch((error: unknown) => deps.logger.error({ err: error }, "bulk worker failed"))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
