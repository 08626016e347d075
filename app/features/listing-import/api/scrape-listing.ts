import { useMutation } from "../../../lib/query";
import { scrapeResponseSchema, type ScrapeRequest, type ScrapeResponse } from "../../../../contracts/scrape";
import { api, dataOf } from "../../../lib/api";

/** Spec §5: an answer without `success` and `data` is this error; a failure answer's own message is shown as it is. */
export const MISSING_LISTING_MESSAGE = "Invalid response from server - listing data is missing";

export async function scrapeListing(input: ScrapeRequest): Promise<ScrapeResponse> {
  const body: unknown = await dataOf(api.POST("/scrape", { body: input }));
  const parsed = scrapeResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(MISSING_LISTING_MESSAGE);
  return parsed.data;
}

/** The admin scraper's one request: every submission replaces the previous listing or error (spec §4). */
export function useScrapeListing() {
  return useMutation({ mutationFn: scrapeListing });
}
