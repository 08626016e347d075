import { describe, expect, it } from "vitest";
import { clientModules, markdownModules } from "../../test/support/client-modules";
import { loader as privacyLoader } from "./privacy";
import { loader as termsLoader } from "./terms";
import { loader as userGuideLoader } from "./user-guide";

const ROUTES = ["app/routes/user-guide.tsx", "app/routes/privacy.tsx", "app/routes/terms.tsx"];

describe("the user guide, privacy and terms in the browser", () => {
  it.each(ROUTES)("%s: no Markdown parser, no page's Markdown, no content rules (zod)", (route) => {
    const modules = [...clientModules(route)];
    expect(modules).toContain("app/features/blog/components/markdown-content.tsx");
    expect(markdownModules(modules)).toEqual([]);
  });
});

describe("their loaders (run when the pages are prerendered)", () => {
  it.each([
    ["user-guide", userGuideLoader, "User Guide", "credits-and-pricing"],
    ["privacy", privacyLoader, "Privacy", "cookies-and-browser-storage"],
    ["terms", termsLoader, "Terms", "what-listinglift-does"],
  ] as const)("%s: its own page's title, date, headings and HTML", (_name, loader, title, headingId) => {
    const page = loader();
    expect(page.title).toBe(title);
    expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.headings.map((heading) => heading.id)).toContain(headingId);
    expect(page.html).toContain(`<h2 id="${headingId}">`);
  });
});
