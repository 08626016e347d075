import type { RouteHandler } from "@hono/zod-openapi";
import { gradeHistoryQuerySchema, gradeHistorySchema } from "../../../contracts/grader";
import { listGradeHistory as listHistory } from "../../services/grader/list-grade-history";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const listGradeHistoryRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/grader/history",
  tags: ["Grader"],
  summary: "The signed-in user's analyses, newest first, each with its listing's score over time",
  request: { query: gradeHistoryQuerySchema },
  responses: {
    200: jsonContent(gradeHistorySchema, "A page of analyses"),
  },
});

export const listGradeHistory: RouteHandler<typeof listGradeHistoryRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await listHistory(c.var.deps.database.db, viewer.id, c.req.valid("query")), 200);
};
