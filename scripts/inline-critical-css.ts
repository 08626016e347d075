// `npm run build`'s step after React Router's: each prerendered page gets its critical CSS inline (scripts/critical-css.ts).
import { inlineCriticalCss } from "./critical-css";

const started = Date.now();
const pages = await inlineCriticalCss("build/client");
const sizes = pages.map((p) => p.inlineCssBytes);
process.stdout.write(
  `critical CSS: ${pages.length} prerendered pages, ${(Math.min(...sizes) / 1024).toFixed(1)}-${(Math.max(...sizes) / 1024).toFixed(1)} KB inline each, in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
);
