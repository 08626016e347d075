import fs from "node:fs";
import type { Config } from "@react-router/dev/config";
import { slugFromPath } from "./core/blog/blog-posts";
import { PRERENDERED_PATHS } from "./contracts/site-routes";

/** Every blog post (content/blog/*.md) is a public page too: /blog/<file name without .md>. */
function blogPostPaths(): string[] {
  const dir = new URL("./content/blog/", import.meta.url);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => `/blog/${slugFromPath(name)}`);
}

// A single-page app whose public pages are prerendered at build time, so their HTML carries text and meta tags
// for search engines and first paint; everything else is served through build/client/__spa-fallback.html.
export default {
  appDirectory: "app",
  ssr: false,
  prerender: [...PRERENDERED_PATHS, ...blogPostPaths()],
} satisfies Config;
