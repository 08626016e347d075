import { z } from "zod";
import { MARKETPLACE_IDS } from "../core/marketplaces/marketplace-rules";

export const BULK_CSV_MAX_BYTES = 900_000;

export const createBulkJobRequestSchema = z.object({
  fileName: z.string().trim().min(1).max(200),
  csv: z.string().min(1).max(BULK_CSV_MAX_BYTES).describe("The CSV file's text: a header row, then one property per row"),
  marketplace: z.enum(MARKETPLACE_IDS).default("airbnb").describe("For rows that do not name one"),
  createHomes: z.boolean().default(false).describe("Keep each row as one of your homes (named by its address, else its type and place), its listing written for it"),
});

export const bulkJobSummarySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  marketplace: z.enum(MARKETPLACE_IDS),
  totalRows: z.number().int(),
  createHomes: z.boolean(),
  queued: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  finished: z.boolean(),
  createdAt: z.string(),
});
export type BulkJobSummary = z.infer<typeof bulkJobSummarySchema>;

export const bulkRowSchema = z.object({
  rowNumber: z.number().int(),
  status: z.enum(["queued", "running", "done", "failed"]),
  city: z.string(),
  listingId: z.string().nullable(),
  homeId: z.string().nullable(),
  title: z.string().nullable(),
  overallScore: z.number().int().nullable(),
  error: z.string().nullable(),
});

export const bulkJobDetailSchema = bulkJobSummarySchema.extend({ rows: z.array(bulkRowSchema) });
export type BulkJobDetail = z.infer<typeof bulkJobDetailSchema>;

export const bulkJobListSchema = z.object({ items: z.array(bulkJobSummarySchema) });
export const bulkJobParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const bulkResultsQuerySchema = z.object({ format: z.enum(["csv", "json"]).default("csv") });
