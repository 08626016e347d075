import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The budget for the home page's first JavaScript, gzipped (KiB, as printed): 150 KB in issue #10, 120 KB in issue 22. */
export const HOME_PAGE_JS_BUDGET_BYTES = 120 * 1024;

export interface HomePageJs {
  files: number;
  rawBytes: number;
  gzipBytes: number;
}

/**
 * The JavaScript the home page loads before it runs: its scripts, their modulepreloads, the modules its inline module
 * script imports (the client entry by import()) and their static imports. Code the modules load later by dynamic
 * import() (the lazily loaded sections, menus, grader, toaster) is not counted.
 */
export function measureHomePageJs(buildDir = "build/client"): HomePageJs {
  return measurePageJs(buildDir, "index.html");
}

/** The same for any prerendered page, by its HTML file under the build folder (e.g. "blog/writing-house-rules/index.html"). */
export function measurePageJs(buildDir: string, htmlFile: string): HomePageJs {
  const html = fs.readFileSync(path.join(buildDir, htmlFile), "utf8");
  const pending = [
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/<script[^>]*src="([^"]+\.js)"/g),
    ...html.matchAll(/import (?:[^"']*from )?"([^"]+\.js)"/g),
    // The page's inline module script starts React Router's client entry with import(): loaded at once, not later.
    ...html.matchAll(/import\("([^"]+\.js)"\)/g),
  ].map((m) => m[1]!);
  const seen = new Set<string>();
  let rawBytes = 0;
  let gzipBytes = 0;
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const body = fs.readFileSync(path.join(buildDir, url));
    rawBytes += body.byteLength;
    gzipBytes += gzipSync(body, { level: 9 }).byteLength;
    // Static imports between chunks are loaded too, before the page runs.
    for (const m of body.toString("utf8").matchAll(/from"\.\/([^"]+\.js)"|import"\.\/([^"]+\.js)"/g)) {
      pending.push(`${path.posix.dirname(url)}/${m[1] ?? m[2]}`);
    }
  }
  return { files: seen.size, rawBytes, gzipBytes };
}
