import { describe, expect, it } from "vitest";
import { clientModules, markdownModules } from "../../test/support/client-modules";
import { loader } from "./blog-post";
import { loader as blogIndexLoader } from "./blog";

describe("the blog's routes in the browser", () => {
  it.each(["app/routes/blog-post.tsx", "app/routes/blog.tsx"])("%s: no Markdown parser, no post's text, no content rules (zod)", (route) => {
    const modules = [...clientModules(route)];
    expect(modules.length).toBeGreaterThan(5);
    expect(modules).toContain("app/features/blog/components/post-card.tsx");
    expect(markdownModules(modules)).toEqual([]);
  });
});

describe("the blog post's loader (run when the page is prerendered)", () => {
  it("returns the post's fields, its HTML and its related posts", () => {
    const page = loader({ params: { slug: "writing-house-rules" } } as Parameters<typeof loader>[0]);
    expect(page.post.title).toBe("House Rules Guests Actually Read (and Follow)");
    expect(page.html).toContain("<h2 id=");
    expect(page.related).toHaveLength(3);
  });

  it("throws a 404 for a slug without a post", () => {
    let thrown: unknown;
    try {
      loader({ params: { slug: "no-such-article" } } as Parameters<typeof loader>[0]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("the blog index's loader lists every post without bodies", () => {
    const { posts } = blogIndexLoader();
    expect(posts.length).toBeGreaterThanOrEqual(5);
    for (const post of posts) expect(post).not.toHaveProperty("body");
  });
});
