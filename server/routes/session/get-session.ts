import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { sessionResponseSchema } from "../../../contracts/session";
import type { AppEnv } from "../../context";
import { jsonContent } from "../create-router";

export const getSessionRoute = createRoute({
  method: "get",
  path: "/session",
  tags: ["Account"],
  summary: "Who the caller is, as the server decides it; a visitor gets { user: null }",
  responses: { 200: jsonContent(sessionResponseSchema, "The viewer") },
});

export const getSession: RouteHandler<typeof getSessionRoute, AppEnv> = (c) => c.json({ user: c.var.viewer ?? null }, 200);
