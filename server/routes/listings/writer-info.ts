import type { RouteHandler } from "@hono/zod-openapi";
import { writerInfoResponseSchema } from "../../../contracts/listings";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const writerInfoRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/listings/writer",
  tags: ["Listings"],
  summary: "Which writer writes now (a model, or the offline writer) and its languages",
  responses: {
    200: jsonContent(writerInfoResponseSchema, "The writer"),
  },
});

export const writerInfo: RouteHandler<typeof writerInfoRoute> = async (c) => {
  const { listingWriter } = c.var.deps;
  return c.json({ kind: listingWriter.kind, label: listingWriter.label, languages: [...listingWriter.languages] }, 200);
};
