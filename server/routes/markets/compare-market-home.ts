import { type RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { marketComparisonSchema } from "../../../contracts/markets";
import { compareMarketHome as compareHome } from "../../services/markets/compare-with-market-home";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";
import { marketHomeParams } from "./market-params";

export const compareMarketHomeRoute = defineRoute({
  access: "public",
  method: "get",
  path: "/markets/{id}/homes/{homeId}/comparison",
  tags: ["Markets"],
  summary: "A home of the market's data against its comparable homes: what the most-booked of them have that it lacks",
  request: { params: marketHomeParams },
  responses: {
    200: jsonContent(marketComparisonSchema, "The comparable set by demand, the gaps with their shares and evidence, and where the home ranks"),
    400: jsonContent(apiErrorSchema, "The ids are malformed"),
    404: jsonContent(apiErrorSchema, "No such market or home, or no comparable home"),
  },
});

export const compareMarketHome: RouteHandler<typeof compareMarketHomeRoute> = async (c) => {
  const { id, homeId } = c.req.valid("param");
  return c.json(await compareHome(c.var.deps.database.db, id, homeId), 200);
};
