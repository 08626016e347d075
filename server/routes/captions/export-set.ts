import type { RouteHandler } from "@hono/zod-openapi";
import { z } from "zod";
import { exportSetQuerySchema, setIdParamsSchema } from "../../../contracts/captions";
import { apiErrorSchema } from "../../../contracts/errors";
import { captionSetToCsv, captionSetToJson } from "../../services/captions/export-caption-set";
import { getCaptionSet } from "../../services/captions/get-caption-set";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const exportSetRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/captions/sets/{id}/export",
  tags: ["Captions"],
  summary: "Download every caption and alt text of a set as CSV or JSON, in the suggested order",
  request: { params: setIdParamsSchema, query: exportSetQuerySchema },
  responses: {
    200: { content: { "text/csv": { schema: z.string() }, "application/json": { schema: z.unknown() } }, description: "The file, as an attachment" },
    404: jsonContent(apiErrorSchema, "No such set of yours"),
  },
});

function fileName(name: string, format: "csv" | "json"): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60) || "photos";
  return `captions-${slug}.${format}`;
}

export const exportSet: RouteHandler<typeof exportSetRoute> = async (c) => {
  const viewer = c.var.user;
  const set = await getCaptionSet({ db: c.var.deps.database.db }, viewer.id, c.req.valid("param").id);
  const { format } = c.req.valid("query");
  c.header("content-type", format === "csv" ? "text/csv; charset=utf-8" : "application/json; charset=utf-8");
  c.header("content-disposition", `attachment; filename="${fileName(set.name, format)}"`);
  c.header("cache-control", "no-store");
  return c.body(format === "csv" ? captionSetToCsv(set) : captionSetToJson(set), 200);
};
