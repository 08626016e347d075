import { useMutation } from "@tanstack/react-query";
import { scrapeResponseSchema, type ScrapeRequest, type ScrapeResponse } from "../../../../contracts/scrape";
import { requestApi } from "../../../lib/api-client";

/** Spec §5: an answer without `success` and `data` is this error; a failure answer's own message is shown as it is. */
export const MISSING_LISTING_MESSAGE = "Invalid response from server - listing data is missing";

export async function scrapeListing(input: ScrapeRequest): Promise<ScrapeResponse> {
  const body = await requestApi<unknown>("/api/v1/scrape", { method: "POST", body: input });
  const parsed = scrapeResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(MISSING_LISTING_MESSAGE);
  return parsed.data;
}

/** The admin scraper's one request: every submission replaces the previous listing or error (spec §4). */
export function useScrapeListing() {
  return useMutation({ mutationFn: scrapeListing });
}
