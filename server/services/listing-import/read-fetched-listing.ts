import { load } from "cheerio/slim";
import type { Listing } from "../../../core/listing/listing";
import { ListingImportError } from "../../../core/listing-import/errors";
import { hypernovaPayloads, jsonLdObjects, niobeEntries } from "../../../core/listing-import/page-data";
import { findHypernovaListing } from "../../../core/listing-import/parse-hypernova-2018";
import { parseListingHtml } from "../../../core/listing-import/parse-listing-html";
import { parseListingJson } from "../../../core/listing-import/parse-listing-json";
import type { FetchedListing, ListingFetchTarget } from "../../providers/listing-fetch/types";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The structured data a page carries (not the page itself): what the admin page shows as the raw data. */
export function readPageData(html: string): Record<string, unknown> | null {
  const $ = load(html);
  const data: Record<string, unknown> = {};
  const sections = niobeEntries($, "StaysPdpSections").find((entry) => isObject(entry) && "data" in entry);
  if (sections) data.staysPdpSections = sections;
  const hypernova = findHypernovaListing(hypernovaPayloads($));
  if (hypernova) data.hypernovaListing = hypernova;
  const jsonLd = jsonLdObjects($);
  if (jsonLd.length > 0) data.jsonLd = jsonLd;
  return Object.keys(data).length > 0 ? data : null;
}

/**
 * The listing in what a provider fetched, parsed by the core parsers, and the raw data it came from.
 * The page's URL is deliberately not given to parseListingHtml: with a URL, the rendered-page reader takes any <h1>
 * as a listing title, and Airbnb's "page not found" page would become a listing. A real listing page names itself
 * (embedded data, canonical link, og:url), and the id asked for fills in only when the parsed listing has none.
 */
export function readFetchedListing(fetched: FetchedListing, target: ListingFetchTarget): { listing: Listing; raw: unknown } {
  let listing: Listing;
  let raw: unknown;
  if (fetched.provider === "direct") {
    listing = parseListingHtml(fetched.html);
    raw = readPageData(fetched.html);
  } else {
    if (fetched.item === null) throw new ListingImportError("no_data", "The Apify actor returned no item for this listing.");
    const parsed = parseListingJson(fetched.item);
    if (Array.isArray(parsed)) throw new ListingImportError("no_data", "The Apify item is not one listing.");
    listing = parsed;
    raw = fetched.item;
  }
  if (!listing.id) listing = { ...listing, id: target.listingId, url: target.canonicalUrl };
  return { listing, raw };
}
