import { type RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { marketEvidenceSchema } from "../../../contracts/markets";
import { getMarketEvidence as getEvidence } from "../../services/markets/get-market-evidence";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";
import { marketParams } from "./market-params";

export const getMarketEvidenceRoute = defineRoute({
  access: "public",
  method: "get",
  path: "/markets/{id}/evidence",
  tags: ["Markets"],
  summary: "How each grader part and each common amenity goes with demand across the city, within room type, size and area",
  request: { params: marketParams },
  responses: {
    200: jsonContent(marketEvidenceSchema, "The figures, each with the homes behind it, and the data's date and licence"),
    400: jsonContent(apiErrorSchema, "The id is not a market id"),
    404: jsonContent(apiErrorSchema, "No such market is loaded"),
  },
});

export const getMarketEvidence: RouteHandler<typeof getMarketEvidenceRoute> = async (c) => {
  return c.json(await getEvidence(c.var.deps.database.db, c.req.valid("param").id), 200);
};
