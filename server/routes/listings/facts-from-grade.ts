import type { RouteHandler } from "@hono/zod-openapi";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { apiErrorSchema } from "../../../contracts/errors";
import { listingSchema } from "../../../core/listing/listing";
import { readFactsFromListing } from "../../../core/writer/facts-from-listing";
import { grades } from "../../db/schema/grades";
import { AppError } from "../../errors";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const factsFromGradeRoute = defineRoute({
  access: "signedIn",
  method: "get",
  path: "/listings/facts-from-grade/{gradeId}",
  tags: ["Listings"],
  summary: "Improve this listing: the property facts an analysed listing really states, to start the writer's form from",
  request: { params: z.object({ gradeId: z.string().min(1).max(100) }) },
  responses: {
    200: jsonContent(z.object({ facts: z.record(z.string(), z.unknown()).describe("Partial property facts: only what the listing states") }), "The facts"),
    404: jsonContent(apiErrorSchema, "No such analysis of yours"),
  },
});

export const factsFromGrade: RouteHandler<typeof factsFromGradeRoute> = async (c) => {
  const viewer = c.var.user;
  const [row] = await c.var.deps.database.db
    .select({ listing: grades.listing })
    .from(grades)
    .where(and(eq(grades.id, c.req.valid("param").gradeId), eq(grades.userId, viewer.id)));
  if (!row) throw new AppError("not_found", "No analysis with this id in your history.");
  const listing = listingSchema.safeParse(row.listing);
  if (!listing.success) throw new AppError("conflict", "This analysis was stored in an older form and cannot start a listing; analyse the listing again.");
  return c.json({ facts: readFactsFromListing(listing.data) as Record<string, unknown> }, 200);
};
