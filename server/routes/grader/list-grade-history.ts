import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { gradeHistoryQuerySchema, gradeHistorySchema } from "../../../contracts/grader";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { listGradeHistory as listHistory } from "../../services/grader/list-grade-history";
import { jsonContent } from "../create-router";

export const listGradeHistoryRoute = createRoute({
  method: "get",
  path: "/grader/history",
  tags: ["Grader"],
  summary: "The signed-in user's analyses, newest first, each with its listing's score over time",
  request: { query: gradeHistoryQuerySchema },
  responses: {
    200: jsonContent(gradeHistorySchema, "A page of analyses"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
  },
});

export const listGradeHistory: RouteHandler<typeof listGradeHistoryRoute, AppEnv> = async (c) => {
  const viewer = await requireUser(c);
  return c.json(await listHistory(c.var.deps.database.db, viewer.id, c.req.valid("query")), 200);
};
