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
