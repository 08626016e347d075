import { type RouteHandler } from "@hono/zod-openapi";
import { marketListSchema } from "../../../contracts/markets";
import { listMarkets as listMarketsService } from "../../services/markets/load-market";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const listMarketsRoute = defineRoute({
  access: "public",
  method: "get",
  path: "/markets",
  tags: ["Markets"],
  summary: "The Inside Airbnb cities loaded on this server, with their data date, licence and counts",
  responses: { 200: jsonContent(marketListSchema, "Every loaded market, by id") },
});

export const listMarkets: RouteHandler<typeof listMarketsRoute> = async (c) => {
  return c.json({ markets: await listMarketsService(c.var.deps.database.db) }, 200);
};
