import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingDetailSchema, listingIdParamsSchema, regenerateSectionRequestSchema } from "../../../contracts/listings";
import { regenerateSection as regenerate } from "../../services/listings/regenerate-section";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const regenerateSectionRoute = defineRoute({
  access: "signedIn",
  method: "post",
  path: "/listings/{id}/regenerate-section",
  tags: ["Listings"],
  summary: "Write the summary or one description section again in other words, from the same facts (free, 30 an hour per user)",
  request: { params: listingIdParamsSchema, body: { ...jsonContent(regenerateSectionRequestSchema, "Which part (summary or a section), and optionally how to change it"), required: true } },
  responses: {
    200: jsonContent(listingDetailSchema, "The listing with the new section, checked and graded"),
    400: jsonContent(apiErrorSchema, "Unknown part or direction"),
    404: jsonContent(apiErrorSchema, "No such listing of yours"),
    409: jsonContent(apiErrorSchema, "The listing is not finished"),
    429: jsonContent(apiErrorSchema, "Too many rewrites this hour (SECTION_REWRITES_PER_HOUR per user); Retry-After says when"),
    502: jsonContent(apiErrorSchema, "The writer could not rewrite it within the rules"),
    503: jsonContent(apiErrorSchema, "The AI provider is busy, too slow or down; nothing changed"),
  },
});

export const regenerateSection: RouteHandler<typeof regenerateSectionRoute> = async (c) => {
  const viewer = c.var.user;
  const { database, listingWriter } = c.var.deps;
  return c.json(await regenerate(database.db, listingWriter, viewer, c.req.valid("param").id, c.req.valid("json")), 200);
};
