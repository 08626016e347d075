import type { RouteHandler } from "@hono/zod-openapi";
import { apiErrorSchema } from "../../../contracts/errors";
import { scrapeRequestSchema, scrapeResponseSchema } from "../../../contracts/scrape";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const scrapeListingRoute = defineRoute({
  access: "admin",
  method: "post",
  path: "/scrape",
  tags: ["Listings"],
  summary: "Scrape an Airbnb listing from its URL (admins)",
  description:
    "Fetches the listing page (or runs the Apify actor when configured), reads it with the same parsers as the CLI " +
    "and answers the normalised listing. Results are cached by listing id for 24 hours. Success answers " +
    "`{ success: true, data, raw, meta }`; every failure answers the API's one error shape `{ error: { code, message } }` " +
    'with the spec\'s texts: "Please enter a URL", "Please enter a valid URL", "Please enter an Airbnb listing URL" (400), ' +
    '"No data extracted" (502, `details.reason` no_data) for a page without a listing, and a plain sentence for ' +
    "timeouts, network errors, pages over 5 MB, non-HTML answers and refused redirects (502, `details.reason`).",
  request: { body: { content: { "application/json": { schema: scrapeRequestSchema } }, required: true } },
  responses: {
    200: jsonContent(scrapeResponseSchema, "The listing, the raw data it was read from, and how it was fetched"),
    400: jsonContent(apiErrorSchema, "Not an Airbnb listing URL"),
    404: jsonContent(apiErrorSchema, "Airbnb has no public listing at this address"),
    502: jsonContent(apiErrorSchema, "The marketplace or the scraping service failed, or the page holds no listing"),
  },
});

export const scrapeListing: RouteHandler<typeof scrapeListingRoute> = async (c) => {
  const imported = await c.var.deps.listingImporter.importFromUrl(c.req.valid("json").url);
  const { listing, raw, provider, cached, durationMs, fetchedAt, canonicalUrl, listingId } = imported;
  return c.json({ success: true as const, data: listing, raw, meta: { provider, cached, durationMs, fetchedAt, canonicalUrl, listingId } }, 200);
};
