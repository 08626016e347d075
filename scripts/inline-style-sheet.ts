import fs from "node:fs";
import path from "node:path";

/** A `<link rel="stylesheet">` as React Router writes it, and its href. */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const hrefOf = (link: string) => /\bhref="([^"]*)"/.exec(link)?.[1];

/**
 * Each prerendered page carries the site's whole style sheet inline, ahead of the <link> React Router wrote, and that
 * link is disabled (decision 064, after 043). The page then paints from its HTML and styles itself once: a sheet that
 * arrived after the first paint (critical CSS inline, the rest switched on later) made Chromium restyle and lay out the
 * whole page again, the longest task after the paint on a phone. The link stays, disabled, because React hydrates
 * <head> by position and because Vite's preload helper finds it there and so adds no second copy of the sheet when a
 * lazily loaded chunk asks for it. The SPA fallback keeps its blocking sheet: the app draws its content.
 */
export function inlineStyleSheet(html: string, readAsset: (href: string) => string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) throw new Error("the page has no </head>");
  let found = 0;
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (link) => {
    const href = hrefOf(link);
    if (!href?.startsWith("/assets/") || !href.endsWith(".css")) throw new Error(`a style sheet outside the build's assets: ${link}`);
    const css = readAsset(href);
    // A style element ends at the first "</style", wherever it stands; a built sheet has none, but a string could.
    if (/<\/style/i.test(css)) throw new Error(`${href} holds "</style", which would end the inline copy early`);
    found++;
    return `<style>${css}</style>${link.replace(/\s*\/?>$/, " disabled>")}`;
  });
  if (found === 0) throw new Error("the page links no style sheet");
  return head + html.slice(headEnd);
}

/** The prerendered pages: every index.html; the SPA fallback is left alone (its content is drawn by the app's code). */
export function listPrerenderedPages(clientDir: string): string[] {
  return fs
    .readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => path.join(clientDir, file));
}

/** Reads a built asset by its href. */
export function assetReader(clientDir: string): (href: string) => string {
  return (href) => fs.readFileSync(path.join(clientDir, href), "utf8");
}

/**
 * The style sheets a page links with an href ending in "#": React Router's mark for a sheet that a lazily loaded chunk
 * also carries. Vite's preload helper looks for the plain href before it adds a sheet, so such a sheet is loaded and
 * applied a second time, over the whole page, when the first lazy part arrives (stop 35). The build refuses them.
 */
export function stylesheetsMarkedDynamic(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].flatMap(([link]) => {
    const href = hrefOf(link);
    return href?.endsWith("#") ? [href] : [];
  });
}
