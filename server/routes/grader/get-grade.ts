import { type RouteHandler, z } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { gradeDetailSchema } from "../../../contracts/grader";
import { getGrade as getGradeService } from "../../services/grader/get-grade";
import { decideVisibility } from "../../services/grader/present-analysis";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const getGradeRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/grader/history/{id}",
  tags: ["Grader"],
  summary: "One of the signed-in user's analyses (the breakdown only where results are visible to them)",
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: {
    200: jsonContent(gradeDetailSchema, "The analysis"),
    404: jsonContent(apiErrorSchema, "Not in this user's history"),
  },
});

export const getGrade: RouteHandler<typeof getGradeRoute> = async (c) => {
  const viewer = c.var.user;
  const visibility = decideVisibility(viewer.role === "admin", c.var.deps.env.GRADER_RESULTS);
  return c.json(await getGradeService(c.var.deps.database.db, viewer.id, c.req.valid("param").id, visibility), 200);
};
