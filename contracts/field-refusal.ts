import { z } from "zod";

/**
 * A request refused in the spec's own words from inside a contract's transform: the issue is on `field` (a form resolver
 * shows it there), and the API answers 400 validation_failed with `message` as it is, not prefixed with the path, and
 * `details.field` (server/routes/create-router.ts reads it back with readFieldRefusal). Returns z.NEVER, the transform's
 * "no value".
 */
export function refuseField(ctx: z.RefinementCtx, field: string, message: string): never {
  ctx.addIssue({ code: "custom", message, path: [field], params: { field } });
  return z.NEVER;
}

/** The field and message of an issue made by refuseField, or null for any other issue. */
export function readFieldRefusal(issue: z.core.$ZodIssue): { field: string; message: string } | null {
  if (issue.code !== "custom" || typeof issue.params?.field !== "string") return null;
  return { field: issue.params.field, message: issue.message };
}
