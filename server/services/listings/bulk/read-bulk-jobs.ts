import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { BulkJobDetail, BulkJobSummary } from "../../../../contracts/bulk";
import type { GeneratedListing } from "../../../../core/writer/generated-listing";
import type { Database } from "../../../db/client";
import { bulkJobRows, bulkJobs, listings } from "../../../db/schema/listings";
import { AppError } from "../../../errors";

type JobRow = typeof bulkJobs.$inferSelect;

async function countsByStatus(db: Database, jobIds: string[]) {
  if (jobIds.length === 0) return new Map<string, Record<string, number>>();
  const rows = await db
    .select({ jobId: bulkJobRows.jobId, status: bulkJobRows.status, n: count() })
    .from(bulkJobRows)
    .where(inArray(bulkJobRows.jobId, jobIds))
    .groupBy(bulkJobRows.jobId, bulkJobRows.status);
  const map = new Map<string, Record<string, number>>();
  for (const row of rows) map.set(row.jobId, { ...map.get(row.jobId), [row.status]: row.n });
  return map;
}

function summarize(job: JobRow, counts: Record<string, number> = {}): BulkJobSummary {
  const done = counts.done ?? 0;
  const failed = counts.failed ?? 0;
  return {
    id: job.id,
    fileName: job.fileName,
    marketplace: job.marketplace as BulkJobSummary["marketplace"],
    totalRows: job.totalRows,
    createHomes: job.createHomes,
    queued: counts.queued ?? 0,
    running: counts.running ?? 0,
    done,
    failed,
    finished: done + failed === job.totalRows,
    createdAt: job.createdAt.toISOString(),
  };
}

export async function listBulkJobs(db: Database, userId: string): Promise<BulkJobSummary[]> {
  const jobs = await db.select().from(bulkJobs).where(eq(bulkJobs.userId, userId)).orderBy(desc(bulkJobs.createdAt)).limit(50);
  const counts = await countsByStatus(db, jobs.map((job) => job.id));
  return jobs.map((job) => summarize(job, counts.get(job.id)));
}

async function findOwnJob(db: Database, userId: string, jobId: string): Promise<JobRow> {
  const [job] = await db.select().from(bulkJobs).where(and(eq(bulkJobs.id, jobId), eq(bulkJobs.userId, userId)));
  if (!job) throw new AppError("not_found", "This bulk upload does not exist, or it is not yours.");
  return job;
}

/** A job with each row's state and, when written, its listing's title and score. */
export async function getBulkJob(db: Database, userId: string, jobId: string): Promise<BulkJobDetail & { outputs: Map<number, GeneratedListing> }> {
  const job = await findOwnJob(db, userId, jobId);
  const rows = await db
    .select({ row: bulkJobRows, title: listings.title, overallScore: listings.overallScore, output: listings.output })
    .from(bulkJobRows)
    .leftJoin(listings, eq(listings.id, bulkJobRows.listingId))
    .where(eq(bulkJobRows.jobId, jobId))
    .orderBy(asc(bulkJobRows.rowNumber));
  const counts = await countsByStatus(db, [jobId]);
  const outputs = new Map<number, GeneratedListing>();
  for (const { row, output } of rows) if (row.status === "done" && output) outputs.set(row.rowNumber, output as GeneratedListing);
  return {
    ...summarize(job, counts.get(jobId)),
    rows: rows.map(({ row, title, overallScore }) => ({
      rowNumber: row.rowNumber,
      status: row.status,
      city: (row.facts as { location?: { city?: string } }).location?.city ?? "",
      listingId: row.status === "done" ? row.listingId : null,
      homeId: row.homeId,
      title: row.status === "done" ? (title ?? null) : null,
      overallScore: row.status === "done" ? (overallScore ?? null) : null,
      error: row.error,
    })),
    outputs,
  };
}
