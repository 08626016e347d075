import { z } from "zod";

export const roleSchema = z.enum(["user", "admin"]);
export type Role = z.infer<typeof roleSchema>;

/** Who the browser is, as the server decides it. A visitor is `{ user: null }`, not an error. */
export const viewerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type Viewer = z.infer<typeof viewerSchema>;

export const sessionResponseSchema = z.object({ user: viewerSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
