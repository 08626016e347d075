import { z } from "zod";

export const PAGE_VIEW_PATH_MAX = 512;

/** What the web app reports on each route change (spec §2: "Each route change is reported to an analytics call"). */
export const recordPageViewRequestSchema = z.object({
  path: z
    .string()
    .min(1)
    .max(PAGE_VIEW_PATH_MAX)
    .regex(/^\/[^\s]*$/, "path must start with / and hold no spaces"),
  referrer: z.string().max(1024).optional(),
});
export type RecordPageViewRequest = z.infer<typeof recordPageViewRequestSchema>;

export const PAGE_VIEW_SUMMARY_MAX_DAYS = 366;

export const pageViewSummaryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(PAGE_VIEW_SUMMARY_MAX_DAYS).default(30),
});

export const pageViewSummarySchema = z.object({
  from: z.string().describe("ISO 8601 start of the range"),
  to: z.string().describe("ISO 8601 end of the range"),
  total: z.number().int(),
  byDay: z.array(z.object({ day: z.string().describe("YYYY-MM-DD (UTC)"), views: z.number().int() })),
  byPath: z.array(z.object({ path: z.string(), views: z.number().int() })),
});
export type PageViewSummary = z.infer<typeof pageViewSummarySchema>;
