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

/** Sign-in providers besides e-mail and password, shown only when the operator configured them. */
export const signInProviderSchema = z.enum(["google", "oidc"]);
export type SignInProvider = z.infer<typeof signInProviderSchema>;

export const sessionResponseSchema = z.object({
  user: viewerSchema.nullable(),
  providers: z.array(signInProviderSchema).default([]),
  /** The label of the OpenID Connect button, e.g. "Okta" (OIDC_NAME). */
  oidcName: z.string().optional(),
  canUseCaptions: z
    .boolean()
    .default(false)
    .describe("Whether the image caption generator is open to the viewer: an admin, or a signed-in user who holds image-caption credits"),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const accountResponseSchema = viewerSchema.extend({
  emailVerified: z.boolean(),
  createdAt: z.string().describe("ISO 8601"),
  // Balances and plan (contracts/billing.ts balancesSchema); admins show the admin plan with 999999 of both.
  credits: z.number().int().optional().describe("Listing credits remaining"),
  imageCaptionCredits: z.number().int().optional().describe("Image-caption credits remaining"),
  planType: z.enum(["none", "one_time", "admin"]).optional(),
  hasUsedLaunchSpecial: z.boolean().optional(),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;
