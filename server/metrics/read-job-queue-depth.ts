import { count, inArray } from "drizzle-orm";
import type { Database } from "../db/client";
import { bulkJobRows } from "../db/schema/listings";
import type { JobQueueDepth } from "./app-metrics";

/** How many bulk job rows wait (queued) or are being worked (running), across every server process. */
export async function readJobQueueDepth(db: Database): Promise<JobQueueDepth> {
  const rows = await db
    .select({ status: bulkJobRows.status, rows: count() })
    .from(bulkJobRows)
    .where(inArray(bulkJobRows.status, ["queued", "running"]))
    .groupBy(bulkJobRows.status);
  const depth: JobQueueDepth = { queued: 0, running: 0 };
  for (const row of rows) if (row.status === "queued" || row.status === "running") depth[row.status] = row.rows;
  return depth;
}
