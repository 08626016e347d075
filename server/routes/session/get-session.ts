import type { RouteHandler } from "@hono/zod-openapi";
import { type SignInProvider, sessionResponseSchema } from "../../../contracts/session";
import type { Env } from "../../env";
import { mayUseCaptions } from "../../services/captions/caption-access";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const getSessionRoute = defineRoute({
  access: "public",
  method: "get",
  path: "/session",
  tags: ["Account"],
  summary: "Who the caller is, as the server decides it; a visitor gets { user: null }",
  responses: { 200: jsonContent(sessionResponseSchema, "The viewer and the sign-in providers on offer") },
});

export function configuredProviders(env: Env): SignInProvider[] {
  const providers: SignInProvider[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) providers.push("google");
  if (env.OIDC_DISCOVERY_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) providers.push("oidc");
  return providers;
}

export const getSession: RouteHandler<typeof getSessionRoute> = async (c) => {
  const { env, database } = c.var.deps;
  const providers = configuredProviders(env);
  const viewer = c.var.viewer ?? null;
  const user = viewer ? { id: viewer.id, name: viewer.name, email: viewer.email, role: viewer.role } : null;
  const canUseCaptions = await mayUseCaptions(database.db, viewer);
  return c.json({ user, providers, ...(providers.includes("oidc") ? { oidcName: env.OIDC_NAME } : {}), canUseCaptions }, 200);
};
