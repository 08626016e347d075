import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/support/test-app";
import { loadTinyWebBuild } from "../../test/support/tiny-web-build";

const t = useTestApp({ webApp: loadTinyWebBuild() });

/** As a browser sends a page's form by itself: urlencoded, to the page's own path. */
function postForm(path: string, fields: Record<string, string>) {
  return t.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

describe("a page's form sent by the browser itself (before the page hydrated)", () => {
  it("is refused with a page saying nothing was sent and to go back, not a 404 or a 500", async () => {
    const res = await postForm("/contact", { name: "Ana Ruiz", message: "secret message text" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = await res.text();
    expect(page).toContain("<h1>Nothing was sent</h1>");
    expect(page).toContain("Back button");
    expect(page).toContain('<a href="/contact">');
  });

  it("neither reads nor shows what was sent", async () => {
    const page = await (await postForm("/", { url: "https://www.airbnb.com/rooms/1", message: "secret message text" })).text();
    expect(page).not.toContain("secret");
    expect(page).not.toContain("airbnb.com/rooms");
  });

  it("is the same on every page path, and a path that is no page is not found", async () => {
    for (const path of ["/", "/listing-quality-grader", "/blog/writing-house-rules", "/dashboard", "/token-usage"]) {
      expect((await postForm(path, {})).status, path).toBe(405);
    }
    expect((await postForm("/no-such-page", {})).status).toBe(404);
    expect((await postForm("/favicon.svg", {})).status).toBe(404);
  });

  it("writes the page's path into its link as text, never as markup", async () => {
    const page = await (await postForm('/blog/"><script>alert(1)<', {})).text();
    expect(page).not.toContain("<script>");
    expect(page).toContain("&lt;script&gt;");
  });
});
