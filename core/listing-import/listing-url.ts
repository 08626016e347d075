/**
 * Marketplace URL checks before a scrape (spec §5), and the one canonical form of a listing URL.
 * Only http(s) URLs on airbnb.com or one of its country domains are accepted; the listing is `/rooms/<digits>`
 * (also `/rooms/plus/<digits>` and trailing segments such as `/amenities`). Whatever form was entered, the result
 * points at `https://www.airbnb.com/rooms/<id>`, so a lookalike host could never be fetched even if it slipped by.
 */
export const URL_MESSAGES = {
  empty: "Please enter a URL",
  malformed: "Please enter a valid URL",
  notListing: "Please enter an Airbnb listing URL",
} as const;

export type ListingUrlResult =
  | { ok: true; listingId: string; canonicalUrl: string; host: string }
  | { ok: false; message: (typeof URL_MESSAGES)[keyof typeof URL_MESSAGES] };

/** Public suffixes Airbnb serves from (airbnb.<suffix>), from its country picker. Extend here when one is missing. */
const AIRBNB_SUFFIXES: ReadonlySet<string> = new Set([
  "com", "ca", "co.uk", "ie", "com.au", "co.nz", "co.in", "it", "fr", "de", "es", "nl", "be", "ch", "at", "pt", "pl",
  "se", "dk", "no", "fi", "is", "gr", "cz", "hu", "ru", "com.tr", "jp", "co.kr", "cn", "com.hk", "com.tw", "com.sg",
  "com.my", "co.id", "com.ph", "com.vn", "com.br", "mx", "com.mx", "com.ar", "cl", "com.co", "com.pe", "com.ec",
  "co.ve", "com.bo", "com.py", "com.uy", "co.cr", "com.gt", "com.hn", "com.sv", "com.pa", "com.ni", "com.bz",
  "co.za", "com.mt", "com.ee", "lv", "lt", "ae", "co.il", "ba", "am",
]);

const HOST_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** True for airbnb.com, www.airbnb.co.uk, fr.airbnb.ca…; false for IP literals, notairbnb.com, airbnb.com.evil.com. */
export function isAirbnbHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  const labels = host.split(".");
  if (labels.some((label) => !HOST_LABEL.test(label))) return false;
  const index = labels.lastIndexOf("airbnb");
  if (index === -1) return false;
  return AIRBNB_SUFFIXES.has(labels.slice(index + 1).join("."));
}

export function canonicalListingUrl(listingId: string): string {
  return `https://www.airbnb.com/rooms/${listingId}`;
}

/** `/rooms/123`, `/rooms/plus/123`, `/rooms/123/amenities` → "123". */
export function listingIdFromPath(pathname: string): string | null {
  const match = /^\/rooms\/(?:plus\/)?(\d{1,25})(?:\/[^?#]*)?$/.exec(pathname);
  return match?.[1] ?? null;
}

/** Adds "https://" to input such as "airbnb.com/rooms/1" or "www.airbnb.it/rooms/1", which people often paste. */
function withScheme(input: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(input)) return input;
  return /^[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:[/?#]|$)/i.test(input) ? `https://${input}` : input;
}

export function parseListingUrl(input: string): ListingUrlResult {
  const text = input.trim();
  if (text === "") return { ok: false, message: URL_MESSAGES.empty };
  let url: URL;
  try {
    url = new URL(withScheme(text));
  } catch {
    return { ok: false, message: URL_MESSAGES.malformed };
  }
  const refused = { ok: false, message: URL_MESSAGES.notListing } as const;
  if (url.protocol !== "https:" && url.protocol !== "http:") return refused;
  if (url.username !== "" || url.password !== "" || url.port !== "") return refused;
  if (!isAirbnbHost(url.hostname)) return refused;
  const listingId = listingIdFromPath(url.pathname.replace(/\/+$/, "") || "/");
  if (!listingId) return refused;
  return { ok: true, listingId, canonicalUrl: canonicalListingUrl(listingId), host: url.hostname.toLowerCase() };
}
