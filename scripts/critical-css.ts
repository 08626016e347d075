import fs from "node:fs";
import path from "node:path";
import Beasties from "beasties";

/**
 * Rules kept in every page's inline CSS although Beasties does not see them match the built HTML:
 * - the dark theme, which the inline theme script (app/lib/theme-init-script.ts) switches on before first paint by a
 *   class on <html>; without them a dark page would paint light until the whole sheet arrived;
 * - Tailwind's arbitrary variants (`[&_svg]:size-4`, the article's `[&_h2]:mt-12`): React writes the `&` of a class
 *   attribute as `&amp;`, and Beasties 0.5.4 compares class attributes undecoded, so it drops every such rule (seen: the
 *   buttons' icons at 24 px instead of 16 px until the sheet arrived). About 110 rules, all of them kept.
 */
export const ALWAYS_INLINED_RULES = [/\.dark\b/, /\\&/];

/**
 * The page's critical CSS (the rules its prerendered HTML uses) inlined in <head>, and the whole sheet loaded without
 * blocking the first paint (decision 043). Beasties' `media-script` strategy keeps the <link> where React Router wrote
 * it (React hydrates <head> by position) with `media="print"`, and one invariant script at the end of <body> turns it
 * on; that script, like React Router's, is allowed by its hash (server/web/web-app-files.ts), so the CSP needs no
 * 'unsafe-inline' for scripts. <noscript> keeps the normal link for browsers without JavaScript.
 */
export function createCriticalCss(clientDir: string): Beasties {
  return new Beasties({
    path: clientDir,
    publicPath: "/",
    preload: "media-script",
    allowRules: ALWAYS_INLINED_RULES,
    // The built sheet stays whole: client-side navigation to another page needs every rule.
    pruneSource: false,
    compress: true,
    logLevel: "warn",
  });
}

/** The prerendered pages: every index.html; the SPA fallback is left alone (its content is drawn by the app's code). */
export function listPrerenderedPages(clientDir: string): string[] {
  return fs
    .readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => path.join(clientDir, file));
}

/** Rewrites each prerendered page in place; returns the pages and how much inline CSS each got. */
export async function inlineCriticalCss(clientDir: string): Promise<{ page: string; inlineCssBytes: number }[]> {
  const beasties = createCriticalCss(clientDir);
  const done: { page: string; inlineCssBytes: number }[] = [];
  for (const page of listPrerenderedPages(clientDir)) {
    // Beasties marks <html> as the container it searched; the mark has no use in the page.
    const html = (await beasties.process(fs.readFileSync(page, "utf8"))).replace(/ data-beasties-container(="")?/, "");
    fs.writeFileSync(page, html);
    const inlineCssBytes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0);
    done.push({ page: path.relative(clientDir, page), inlineCssBytes });
  }
  return done;
}

/**
 * The style sheets a page links with an href ending in "#": React Router's mark for a sheet that a lazily loaded chunk
 * also carries. Vite's preload helper looks for the plain href before it adds a sheet, so such a sheet is loaded and
 * applied a second time, over the whole page, when the first lazy part arrives (stop 35). The build refuses them.
 */
export function stylesheetsMarkedDynamic(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].flatMap(([link]) => {
    const href = /\bhref="([^"]*)"/.exec(link)?.[1];
    return href?.endsWith("#") ? [href] : [];
  });
}
