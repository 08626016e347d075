import { load, type CheerioAPI } from "cheerio/slim";
import type { Listing } from "../listing/listing";
import { ListingImportError } from "./errors";
import { hypernovaPayloads, jsonLdObjects, niobeEntries } from "./page-data";
import { mergeListings } from "./merge-listings";
import { pageListingUrl } from "./page-data";
import { findHypernovaListing, parseHypernovaListing } from "./parse-hypernova-2018";
import { parseJsonLd } from "./parse-json-ld";
import { parseRenderedPage } from "./parse-rendered-page";
import { parseStaysPdpSections } from "./parse-stays-pdp-sections";

/** The listing formats a page can carry, most trusted first. */
export type HtmlListingFormat = "embedded-stays-pdp-sections" | "hypernova-2018" | "json-ld" | "rendered-page";

interface Reading {
  format: HtmlListingFormat;
  listing: Listing;
}

function readPage(html: string, url?: string): { readings: Reading[]; page: ReturnType<typeof pageListingUrl> } {
  const $: CheerioAPI = load(html);
  const page = pageListingUrl($, html, url);
  const readings: Reading[] = [];
  const embedded = niobeEntries($, "StaysPdpSections").map(parseStaysPdpSections).find((listing) => listing !== null);
  if (embedded) readings.push({ format: "embedded-stays-pdp-sections", listing: embedded });
  const hypernova = findHypernovaListing(hypernovaPayloads($));
  if (hypernova) readings.push({ format: "hypernova-2018", listing: parseHypernovaListing(hypernova) });
  const jsonLd = parseJsonLd(jsonLdObjects($));
  if (jsonLd) readings.push({ format: "json-ld", listing: jsonLd });
  const rendered = parseRenderedPage($, page);
  if (rendered) readings.push({ format: "rendered-page", listing: rendered });
  return { readings, page };
}

/** Which listing formats the page holds, most trusted first; [] for a page with no listing. */
export function detectHtmlFormats(html: string): HtmlListingFormat[] {
  return readPage(html).readings.map((reading) => reading.format);
}

/**
 * The listing in a marketplace page (fetched HTML or a browser-saved page). Every format found is read and merged:
 * embedded data first, rendered text only fills its gaps. `url`, when given, names the listing if the page does not.
 * Throws `ListingImportError` ("No data extracted", code "no_data") for a page without a listing.
 */
export function parseListingHtml(html: string, url?: string): Listing {
  const { readings, page } = readPage(html, url);
  const merged = mergeListings(readings.map((reading) => reading.listing));
  if (!merged) throw new ListingImportError("no_data", "The page holds no listing data and shows no listing title.");
  if (!merged.id && page) return { ...merged, id: page.listingId, url: page.canonicalUrl };
  return merged;
}
