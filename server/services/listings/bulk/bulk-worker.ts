import { randomUUID } from "node:crypto";
import type { ListingServiceDeps } from "../generate-listing";
import { workBulkRows } from "./work-bulk-rows";

export interface BulkWorker {
  stop(): Promise<void>;
}

/**
 * Each server process looks for bulk rows every `intervalMs` and works them one at a time; several processes share the
 * queue through the database. stop() waits for the row in hand to finish.
 */
export function startBulkWorker(deps: ListingServiceDeps, intervalMs = 2000): BulkWorker {
  const workerId = `worker-${randomUUID().slice(0, 8)}`;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = workBulkRows(deps, workerId)
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
