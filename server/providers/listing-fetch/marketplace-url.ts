import { isIP } from "node:net";
import { isAirbnbHost } from "../../../core/listing-import/listing-url";
import { ListingFetchError } from "./types";

/**
 * Every URL the direct fetch follows (the canonical one and each redirect's Location) must be an Airbnb page:
 * http(s), an Airbnb host name (never an IP literal), no user name or password, the default port.
 */
export function checkMarketplaceUrl(location: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(location, base);
  } catch {
    throw new ListingFetchError("refused_target", "The marketplace answered with an unreadable address.", { location });
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const allowed =
    (url.protocol === "https:" || url.protocol === "http:") &&
    isIP(host) === 0 &&
    isAirbnbHost(host) &&
    url.username === "" &&
    url.password === "" &&
    url.port === "";
  if (!allowed) {
    const where = isIP(host) === 0 && host ? host : "an address outside Airbnb";
    throw new ListingFetchError("refused_target", `Only Airbnb pages are fetched; ${where} is not one.`, { url: url.href });
  }
  url.protocol = "https:";
  url.hash = "";
  return url;
}

/**
 * Where the request really goes. Normally the marketplace URL itself; with MARKETPLACE_ORIGIN (tests and e2e only)
 * the same path and query on that origin, so a local stand-in serves the pages while every rule above still applies
 * to the Airbnb URLs being followed.
 */
export function requestUrlFor(marketplaceUrl: URL, originOverride?: string): URL {
  if (!originOverride) return marketplaceUrl;
  return new URL(`${marketplaceUrl.pathname}${marketplaceUrl.search}`, originOverride);
}
