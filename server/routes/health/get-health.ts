import type { RouteHandler } from "@hono/zod-openapi";
import { healthResponseSchema } from "../../../contracts/health";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

const startedAt = Date.now();

export const getHealthRoute = defineRoute({
  access: "public",
  method: "get",
  path: "/health",
  tags: ["Operations"],
  summary: "The process is up (liveness)",
  responses: { 200: jsonContent(healthResponseSchema, "The server answers") },
});

export const getHealth: RouteHandler<typeof getHealthRoute> = (c) =>
  c.json({ status: "ok" as const, version: APP_VERSION, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) }, 200);

declare const __APP_VERSION__: string | undefined;
const APP_VERSION = typeof __APP_VERSION__ === "string" ? __APP_VERSION__ : "dev";
