import { z } from "zod";
import { SECTION_KEYS, SECTION_LABELS } from "./generated-listing";

/** How a host may steer "Rewrite" of one section; the offline writer honours what it can, a model all of them. */
export const REWRITE_DIRECTIONS = ["shorter", "warmer", "more_detail", "lead_with", "more_formal"] as const;
export type RewriteDirectionKind = (typeof REWRITE_DIRECTIONS)[number];

export const rewriteDirectionSchema = z.object({
  kind: z.enum(REWRITE_DIRECTIONS),
  /** With "lead_with": what to open with, one of the home's own highlights or facts. */
  highlight: z.string().trim().min(1).max(200).optional(),
});
export type RewriteDirection = z.infer<typeof rewriteDirectionSchema>;

/** What "Rewrite" may change: the summary or one description section. */
export const REWRITABLE_PARTS = ["summary", ...SECTION_KEYS] as const;
export type RewritablePart = (typeof REWRITABLE_PARTS)[number];

/** The words a host (and a model) sees for each part. */
export const REWRITABLE_PART_LABELS: Readonly<Record<RewritablePart, string>> = { summary: "Summary", ...SECTION_LABELS };
