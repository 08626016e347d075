import { detectHtmlFormats, type HtmlListingFormat } from "./parse-listing-html";
import { detectJsonFormat, type JsonListingFormat } from "./parse-listing-json";

export type ListingFormat = HtmlListingFormat | JsonListingFormat;

/**
 * The listing formats in an input: a page's HTML (every format it carries, most trusted first), JSON text, or an
 * already parsed JSON value. [] when the input holds none.
 */
export function detectFormat(input: unknown): ListingFormat[] {
  let value = input;
  if (typeof input === "string") {
    const text = input.trim();
    if (text.startsWith("<")) return detectHtmlFormats(text);
    try {
      value = JSON.parse(text) as unknown;
    } catch {
      return [];
    }
  }
  const format = detectJsonFormat(value);
  return format ? [format] : [];
}
