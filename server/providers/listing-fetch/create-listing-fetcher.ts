import type { Env } from "../../env";
import type { Logger } from "../../logger";
import { createApifyFetcher } from "./apify-fetcher";
import { createDirectFetcher, type DirectFetcherOptions } from "./direct-fetcher";
import type { ListingFetcher } from "./types";

type FetchSettings = Pick<Env, "NODE_ENV" | "APIFY_TOKEN" | "APIFY_BASE_URL" | "APIFY_ACTOR" | "MARKETPLACE_ORIGIN">;

/** The provider the settings choose: the Apify actor when APIFY_TOKEN is set, else the direct page fetch. */
export function createListingFetcher(env: FetchSettings, logger: Logger, overrides: Omit<DirectFetcherOptions, "originOverride"> = {}): ListingFetcher {
  if (env.APIFY_TOKEN) {
    return createApifyFetcher({ token: env.APIFY_TOKEN, baseUrl: env.APIFY_BASE_URL, actor: env.APIFY_ACTOR });
  }
  if (env.MARKETPLACE_ORIGIN && env.NODE_ENV === "production") {
    logger.warn(
      { origin: env.MARKETPLACE_ORIGIN },
      "MARKETPLACE_ORIGIN is set: listing pages are fetched from this origin instead of Airbnb (meant for tests only)",
    );
  }
  return createDirectFetcher({ ...overrides, originOverride: env.MARKETPLACE_ORIGIN });
}
