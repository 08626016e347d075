/** A `<link rel="modulepreload">` as React Router writes it (with or without the closing slash). */
const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\s*\/?>/g;

/**
 * Takes React Router's module preloads out of a prerendered page (decision 043). They sit in <head>, before the page's
 * text, and ask for every module of the route (33 on the home page, 52 on pricing) at high priority; Lighthouse's
 * simulated slow 4G counts each of them as blocking the first paint, which the page, drawn by its HTML and inline CSS,
 * does not wait for. The same modules are still fetched by the inline module script at the end of <body>, which imports
 * the route modules (and they their chunks) as soon as the HTML is parsed. React inserts the links again when it
 * hydrates, by then for modules already loaded.
 */
export function dropModulePreloads(html: string): { html: string; dropped: number } {
  let dropped = 0;
  const out = html.replace(MODULE_PRELOAD, () => {
    dropped++;
    return "";
  });
  return { html: out, dropped };
}
