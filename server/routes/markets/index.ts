import { createRouter } from "../create-router";
import { compareGradedListing, compareGradedListingRoute } from "./compare-graded-listing";
import { compareMarketHome, compareMarketHomeRoute } from "./compare-market-home";
import { getMarketEvidence, getMarketEvidenceRoute } from "./get-market-evidence";
import { listMarkets, listMarketsRoute } from "./list-markets";

/** Markets are public data (Inside Airbnb, CC BY 4.0): anyone may read them; a user's own analysis needs a session. */
export const marketRoutes = createRouter()
  .openapi(listMarketsRoute, listMarkets)
  .openapi(getMarketEvidenceRoute, getMarketEvidence)
  .openapi(compareMarketHomeRoute, compareMarketHome)
  .openapi(compareGradedListingRoute, compareGradedListing);
