import { z } from "zod";

export const healthResponseSchema = z.object({ status: z.literal("ok"), version: z.string(), uptimeSeconds: z.number() });
export const readyResponseSchema = z.object({
  status: z.enum(["ready", "not_ready"]),
  database: z.enum(["pglite", "postgres"]),
});
