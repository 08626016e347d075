import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { homeDetailSchema, homeIdParamsSchema, updateHomeRequestSchema } from "../../../contracts/homes";
import { getHome } from "../../services/homes/get-home";
import { updateHome as update } from "../../services/homes/save-home";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const updateHomeRoute = defineRoute({
  access: "signedIn",
  method: "patch",
  path: "/homes/{id}",
  tags: ["Homes"],
  summary: "Rename a home or change its facts; listings already written keep the facts they were written from",
  request: { params: homeIdParamsSchema, body: { ...jsonContent(updateHomeRequestSchema, "The name, the facts, or both"), required: true } },
  responses: {
    200: jsonContent(homeDetailSchema, "The home as saved"),
    400: jsonContent(apiErrorSchema, "A field is not valid"),
    404: jsonContent(apiErrorSchema, "No such home of yours"),
  },
});

export const updateHome: RouteHandler<typeof updateHomeRoute> = async (c) => {
  const viewer = c.var.user;
  const db = c.var.deps.database.db;
  const { id } = c.req.valid("param");
  await update(db, viewer.id, id, c.req.valid("json"));
  return c.json(await getHome(db, viewer.id, id), 200);
};
