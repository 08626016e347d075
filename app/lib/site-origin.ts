import { ORIGIN_PLACEHOLDER } from "../../contracts/public-origin";

/**
 * The site's public origin for absolute links in meta tags. At build time (prerendering) it is the placeholder the
 * server replaces with BASE_URL; in the browser it is what the server wrote on <html data-origin>, so the page renders
 * the same links the server sent.
 */
export function siteOrigin(): string {
  if (typeof document === "undefined") return ORIGIN_PLACEHOLDER;
  return document.documentElement.dataset.origin ?? window.location.origin;
}

/** "/pricing" → "https://listinglift.example/pricing". */
export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path}`;
}
