import { createRouter } from "../create-router";
import { scrapeListing, scrapeListingRoute } from "./scrape-listing";

export const scrapeRoutes = createRouter().openapi(scrapeListingRoute, scrapeListing);
