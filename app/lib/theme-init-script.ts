import { THEME_STORAGE_KEY } from "./theme";

/**
 * Applies the stored theme (light, dark or system) to <html> before the page paints, so no flash of the wrong theme.
 * Written inline into every page's <head> by root.tsx: an external file was a parser-blocking request that waited behind
 * the module preloads on a slow network (docs/benchmarks.md, Lighthouse). The CSP allows it by its sha256 hash, which
 * the server reads from the built pages like React Router's own inline scripts (decision 001). Plain ES5, no imports.
 */
export const THEME_INIT_SCRIPT =
  "(function(){var s;try{s=window.localStorage.getItem(" +
  JSON.stringify(THEME_STORAGE_KEY) +
  ")}catch(e){s=null}" +
  'var t=s==="light"||s==="dark"?s:"system";' +
  'var d=t==="dark"||(t==="system"&&window.matchMedia("(prefers-color-scheme: dark)").matches);' +
  'document.documentElement.classList.toggle("dark",d);document.documentElement.dataset.theme=t})()';
