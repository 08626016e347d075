import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { homeIdParamsSchema } from "../../../contracts/homes";
import { gradeMarketSchema } from "../../../contracts/markets";
import { compareHomeWithMarket as compare } from "../../services/homes/compare-home-with-market";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const compareHomeWithMarketRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/homes/{id}/market",
  tags: ["Homes", "Markets"],
  summary: "Your market: one of your homes (its map point, facts and newest listing) against the comparable homes of the loaded city around it",
  request: { params: homeIdParamsSchema },
  responses: {
    200: jsonContent(gradeMarketSchema, "The comparison, or null with the reason in words (no map point, no loaded city there, nothing written yet)"),
    404: jsonContent(apiErrorSchema, "No such home of yours"),
  },
});

export const compareHomeWithMarket: RouteHandler<typeof compareHomeWithMarketRoute> = async (c) => {
  const viewer = c.var.user;
  return c.json(await compare(c.var.deps.database.db, viewer.id, c.req.valid("param").id), 200);
};
