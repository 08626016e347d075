import type { RouteHandler } from "@hono/zod-openapi";
import { z } from "zod";
import { apiErrorSchema } from "../../../contracts/errors";
import { exportQuerySchema, listingIdParamsSchema } from "../../../contracts/listings";
import { listingToMarkdown, listingToPlainText } from "../../../core/writer/export-listing";
import type { GeneratedListing } from "../../../core/writer/generated-listing";
import { AppError } from "../../errors";
import { findOwnListing } from "../../services/listings/get-listing";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const exportListingRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/listings/{id}/export",
  tags: ["Listings"],
  summary: "Download a listing as Markdown, plain text or JSON",
  request: { params: listingIdParamsSchema, query: exportQuerySchema },
  responses: {
    200: {
      content: { "text/markdown": { schema: z.string() }, "text/plain": { schema: z.string() }, "application/json": { schema: z.unknown() } },
      description: "The file, as an attachment",
    },
    404: jsonContent(apiErrorSchema, "No such listing of yours"),
    409: jsonContent(apiErrorSchema, "The listing is not finished"),
  },
});

const TYPES = { md: "text/markdown; charset=utf-8", txt: "text/plain; charset=utf-8", json: "application/json; charset=utf-8" } as const;

function fileName(title: string, format: keyof typeof TYPES): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "listing";
  return `${slug}.${format}`;
}

export const exportListing: RouteHandler<typeof exportListingRoute> = async (c) => {
  const viewer = c.var.user;
  const row = await findOwnListing(c.var.deps.database.db, viewer.id, c.req.valid("param").id);
  const output = row.output as GeneratedListing | null;
  if (row.status !== "ready" || output === null) throw new AppError("conflict", "Only a finished listing can be exported.");
  const { format } = c.req.valid("query");
  const body = format === "md" ? listingToMarkdown(output) : format === "txt" ? listingToPlainText(output) : `${JSON.stringify(output, null, 2)}\n`;
  c.header("content-type", TYPES[format]);
  c.header("content-disposition", `attachment; filename="${fileName(output.title, format)}"`);
  c.header("cache-control", "no-store");
  return c.body(body, 200);
};
