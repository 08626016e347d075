import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { homeDetailSchema, homeIdParamsSchema } from "../../../contracts/homes";
import { getHome as get } from "../../services/homes/get-home";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const getHomeRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/homes/{id}",
  tags: ["Homes"],
  summary: "One of your homes: its facts, its listings and its score over time",
  request: { params: homeIdParamsSchema },
  responses: {
    200: jsonContent(homeDetailSchema, "The home"),
    404: jsonContent(apiErrorSchema, "No such home of yours"),
  },
});

export const getHome: RouteHandler<typeof getHomeRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await get(c.var.deps.database.db, viewer.id, c.req.valid("param").id), 200);
};
