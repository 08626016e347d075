import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { homesPageSchema, homesQuerySchema } from "../../../contracts/homes";
import { listHomes as list } from "../../services/homes/list-homes";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const listHomesRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/homes",
  tags: ["Homes"],
  summary: "Your homes, newest first, with how many listings each has and its newest score",
  request: { query: homesQuerySchema },
  responses: {
    200: jsonContent(homesPageSchema, "A page of homes"),
    400: jsonContent(apiErrorSchema, "A query parameter is not valid"),
  },
});

export const listHomes: RouteHandler<typeof listHomesRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await list(c.var.deps.database.db, viewer.id, c.req.valid("query")), 200);
};
