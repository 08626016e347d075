import { type RouteHandler, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { gradeDetailSchema } from "../../../contracts/grader";
import { getGrade as getGradeService } from "../../services/grader/get-grade";
import { decideResultView } from "../../services/grader/present-analysis";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const getGradeRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/grader/history/{id}",
  tags: ["Grader"],
  summary: "One of the signed-in user's own analyses (the breakdown unless GRADER_RESULTS=admins and the user is not an admin)",
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: {
    200: jsonContent(gradeDetailSchema, "The analysis"),
    404: jsonContent(apiErrorSchema, "Not in this user's history"),
  },
});

export const getGrade: RouteHandler<typeof getGradeRoute> = async (c) => {
  const viewer = c.var.user;
  // The service reads the caller's own grades only, so a full view here is always of their own analysis.
  const visibility = decideResultView(viewer, c.var.deps.env.GRADER_RESULTS) === "full" ? "full" : "summary";
  return c.json(await getGradeService(c.var.deps.database.db, viewer.id, c.req.valid("param").id, visibility), 200);
};
