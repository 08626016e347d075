import { describe, expect, it } from "vitest";
import { clientModules, markdownModules } from "./client-modules";

describe("clientModules (what a route's browser bundle can reach)", () => {
  it("follows our imports, `?raw` content and packages: the user guide still parses its Markdown in the browser", () => {
    const modules = clientModules("app/routes/user-guide.tsx");
    expect(modules).toContain("app/features/blog/render-markdown.ts");
    expect(modules).toContain("content/user-guide.md");
    expect(markdownModules(modules)).toEqual(expect.arrayContaining(["marked", "zod", "content/user-guide.md", "core/blog/front-matter.ts"]));
  });

  it("does not follow a .server module, which React Router keeps out of the browser", () => {
    const modules = clientModules("app/routes/blog.tsx");
    expect(modules).toContain("app/features/blog/components/post-card.tsx");
    expect(modules).not.toContain("app/features/blog/posts.server.ts");
  });
});
