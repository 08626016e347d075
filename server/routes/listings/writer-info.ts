import { createRoute, type RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { writerInfoResponseSchema } from "../../../contracts/listings";
import { requireUser } from "../../auth/require-viewer";
import type { AppEnv } from "../../context";
import { jsonContent } from "../create-router";

export const writerInfoRoute = createRoute({
  method: "get",
  path: "/listings/writer",
  tags: ["Listings"],
  summary: "Which writer writes now (a model, or the offline writer) and its languages",
  responses: {
    200: jsonContent(writerInfoResponseSchema, "The writer"),
    401: jsonContent(apiErrorSchema, "Not signed in"),
  },
});

export const writerInfo: RouteHandler<typeof writerInfoRoute, AppEnv> = async (c) => {
  await requireUser(c);
  const { listingWriter } = c.var.deps;
  return c.json({ kind: listingWriter.kind, label: listingWriter.label, languages: [...listingWriter.languages] }, 200);
};
