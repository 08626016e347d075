import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./contracts/site-routes";

// A single-page app whose public pages are prerendered at build time, so their HTML carries text and meta tags
// for search engines and first paint; everything else is served through build/client/__spa-fallback.html.
export default {
  appDirectory: "app",
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
