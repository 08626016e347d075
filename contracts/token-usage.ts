import { z } from "zod";

const totalsShape = {
  calls: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  costMicroUsd: z.number().int().describe("Estimated cost in millionths of a US dollar"),
};

export const tokenUsageTotalsSchema = z.object(totalsShape);
export type TokenUsageTotals = z.infer<typeof tokenUsageTotalsSchema>;

export const tokenUsageReportSchema = z.object({
  from: z.string().describe("YYYY-MM-DD (UTC), included"),
  to: z.string().describe("YYYY-MM-DD (UTC), included"),
  totals: tokenUsageTotalsSchema,
  byDay: z.array(z.object({ day: z.string(), ...totalsShape })).describe("Every day of the range, oldest first, zeros included"),
  byModel: z.array(z.object({ provider: z.string(), model: z.string(), ...totalsShape })).describe("Most expensive first"),
  byUser: z
    .array(z.object({ userId: z.string().nullable(), email: z.string().nullable().describe("null: the user was deleted"), ...totalsShape }))
    .describe("Most expensive first"),
});
export type TokenUsageReport = z.infer<typeof tokenUsageReportSchema>;
