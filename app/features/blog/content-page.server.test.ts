import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseContentPage } from "../../../core/blog/blog-posts";
import { type ContentPageName, loadContentPage } from "./content-page.server";
import { renderMarkdown } from "./render-markdown";

const FILES: Record<ContentPageName, string> = {
  "user-guide": "content/user-guide.md",
  privacy: "content/legal/privacy.md",
  terms: "content/legal/terms.md",
};

const source = (file: string) => fs.readFileSync(new URL(`../../../${file}`, import.meta.url), "utf8");

describe("the content pages, read at build time", () => {
  it.each(Object.entries(FILES) as [ContentPageName, string][])("%s: the file's front matter, and its HTML and headings as render-markdown makes them", (name, file) => {
    const { body, ...frontMatter } = parseContentPage(name, source(file));
    const page = loadContentPage(name);
    expect(page).toEqual({ ...frontMatter, ...renderMarkdown(body) });
    expect(page.headings.length).toBeGreaterThan(3);
    expect(page).not.toHaveProperty("body");
  });

  it("gives each page its own file, with the ids its table of contents links to", () => {
    expect(loadContentPage("user-guide").title).toBe("User Guide");
    expect(loadContentPage("privacy").headings).toContainEqual({ id: "cookies-and-browser-storage", text: "Cookies and browser storage", depth: 2 });
    expect(loadContentPage("terms").html).toContain('<h2 id="what-listinglift-does">What ListingLift does</h2>');
  });
});
