import { describe, expect, it } from "vitest";
import { clientModules, markdownModules } from "./client-modules";

describe("clientModules (what a route's browser bundle can reach)", () => {
  it("follows our imports, `?raw` content and packages: the content pages' loader module reaches marked and the Markdown", () => {
    const modules = clientModules("app/features/blog/content-page.server.ts");
    expect(modules).toContain("app/features/blog/render-markdown.ts");
    expect(modules).toContain("content/user-guide.md");
    expect(markdownModules(modules)).toEqual(expect.arrayContaining(["marked", "zod", "content/legal/privacy.md", "core/blog/front-matter.ts"]));
  });

  it("does not follow a .server module, which React Router keeps out of the browser", () => {
    const modules = clientModules("app/routes/privacy.tsx");
    expect(modules).toContain("app/features/legal/components/content-page.tsx");
    expect(modules).not.toContain("app/features/blog/content-page.server.ts");
  });
});
