import type { RouteHandler } from "@hono/zod-openapi";
import { graderUsageSchema } from "../../../contracts/grader";
import { getViewer } from "../../auth/resolve-viewer";
import { BYPASSED_USAGE, readGraderUsage } from "../../services/grader/grader-limits";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";
import { graderSubjectId } from "./grader-cookie";

export const getGraderUsageRoute = defineRoute({
  access: "public",
  method: "get",
  path: "/grader/usage",
  tags: ["Grader"],
  summary: "How many of the 3 free analyses this browser used this hour",
  responses: { 200: jsonContent(graderUsageSchema, "The counts; bypassed for an admin") },
});

export const getGraderUsage: RouteHandler<typeof getGraderUsageRoute> = async (c) => {
  const viewer = await getViewer(c);
  const visitorId = graderSubjectId(c, viewer);
  if (viewer?.role === "admin") return c.json(BYPASSED_USAGE, 200);
  const { env, database } = c.var.deps;
  return c.json(await readGraderUsage(database.db, { visitorId, ip: c.var.clientIp, ipLimit: env.GRADER_IP_LIMIT }), 200);
};
