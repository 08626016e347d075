import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { homeIdParamsSchema } from "../../../contracts/homes";
import { deleteHome as remove } from "../../services/homes/save-home";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const deleteHomeRoute = defineRoute({
  access: "signedIn",
  method: "delete",
  path: "/homes/{id}",
  tags: ["Homes"],
  summary: "Delete one of your homes and its score history; its listings and grades stay in your histories",
  request: { params: homeIdParamsSchema },
  responses: {
    204: { description: "Deleted" },
    404: jsonContent(apiErrorSchema, "No such home of yours"),
  },
});

export const deleteHome: RouteHandler<typeof deleteHomeRoute> = async (c) => {
  const viewer = c.var.user;
  await remove(c.var.deps.database.db, viewer.id, c.req.valid("param").id);
  return c.body(null, 204);
};
