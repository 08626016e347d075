import type { CheerioAPI } from "cheerio/slim";
import { isRecord, list, str } from "./json-access";
import { parseListingUrl } from "./listing-url";

/** What a listing page says about itself: the JSON in its `<script>` tags (read, never run) and its own URL. */

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Values of the Niobe (Apollo) cache entries whose key starts with `prefix`, e.g. "StaysPdpSections". */
export function niobeEntries($: CheerioAPI, prefix: string): unknown[] {
  const values: unknown[] = [];
  $('script[id^="data-deferred-state"], script#data-state, script[data-state]').each((_, el) => {
    const data = parseJson($(el).text());
    for (const key of ["niobeClientData", "niobeMinimalClientData"]) {
      for (const entry of list(isRecord(data) ? data[key] : undefined)) {
        const [name, value] = list(entry);
        if (str(name).startsWith(prefix)) values.push(value);
      }
    }
  });
  return values;
}

/** Every object in the page's `application/ld+json` blocks (top-level arrays and `@graph` lists flattened). */
export function jsonLdObjects($: CheerioAPI): unknown[] {
  const objects: unknown[] = [];
  $('script[type="application/ld+json"]').each((_, el) => {
    const data = parseJson($(el).text().trim());
    for (const item of Array.isArray(data) ? data : [data]) {
      objects.push(item);
      if (isRecord(item)) objects.push(...list(item["@graph"]));
    }
  });
  return objects.filter(isRecord);
}

/** Payloads of the 2016-2019 hypernova scripts: JSON wrapped in an HTML comment, `<!--{…}-->`. */
export function hypernovaPayloads($: CheerioAPI): unknown[] {
  const payloads: unknown[] = [];
  $("script[data-hypernova-key]").each((_, el) => {
    const text = $(el).text().trim().replace(/^<!--/, "").replace(/-->$/, "");
    const data = parseJson(text);
    if (data !== undefined) payloads.push(data);
  });
  return payloads;
}

/**
 * The listing a saved page is about: the URL the caller gives, else the page's canonical link, its `og:url` or
 * `twitter:url`, else the "saved from url=" mark a browser writes when saving a page. Null when none names a listing.
 */
export function pageListingUrl($: CheerioAPI, html: string, url?: string): { listingId: string; canonicalUrl: string } | null {
  const savedFrom = /<!--\s*saved from url=\(\d+\)(\S+?)\s*-->/.exec(html.slice(0, 4096))?.[1];
  const candidates = [
    url,
    $('link[rel="canonical"]').attr("href"),
    $('meta[property="og:url"]').attr("content"),
    $('meta[name="twitter:url"]').attr("content"),
    savedFrom,
  ];
  for (const candidate of candidates) {
    if (!candidate) continue;
    const parsed = parseListingUrl(candidate);
    if (parsed.ok) return { listingId: parsed.listingId, canonicalUrl: parsed.canonicalUrl };
  }
  return null;
}
