import { describe, expect, it } from "vitest";
import { renderMarkdown, slugifyHeading } from "./render-markdown";

describe("renderMarkdown", () => {
  it("gives h2 and h3 unique ids and lists them for a table of contents", () => {
    const { html, headings } = renderMarkdown("## The *cover* photo\n\ntext\n\n### Détails\n\n## The cover photo\n\n#### Deep");
    expect(headings).toEqual([
      { id: "the-cover-photo", text: "The cover photo", depth: 2 },
      { id: "details", text: "Détails", depth: 3 },
      { id: "the-cover-photo-2", text: "The cover photo", depth: 2 },
    ]);
    expect(html).toContain('<h2 id="the-cover-photo">The <em>cover</em> photo</h2>');
    expect(html).toContain("<h4>Deep</h4>");
  });

  it("shows raw HTML as text, block or inline, so no script can run", () => {
    const { html } = renderMarkdown('<script>alert(1)</script>\n\nA <img src=x onerror="alert(2)"> here');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
  });

  it("keeps safe links, marks external ones noopener noreferrer, and drops javascript: and protocol-relative ones", () => {
    const { html } = renderMarkdown(
      "[guide](/user-guide) [top](#top) [mail](mailto:a@example.com) [ext](https://example.com/x) [bad](javascript:alert(1)) [proto](//evil.example)",
    );
    expect(html).toContain('<a href="/user-guide">guide</a>');
    expect(html).toContain('<a href="#top">top</a>');
    expect(html).toContain('<a href="mailto:a@example.com">mail</a>');
    expect(html).toContain('<a href="https://example.com/x" rel="noopener noreferrer">ext</a>');
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("//evil.example");
    expect(html).toContain("bad");
  });

  it("makes images lazy, sized from a WxH title, and refuses unsafe sources", () => {
    const { html } = renderMarkdown('![The grader](/images/guide/grader.png "1280x720")\n\n![x](javascript:alert(1))');
    expect(html).toContain('<img src="/images/guide/grader.png" alt="The grader" width="1280" height="720" loading="lazy" decoding="async">');
    expect(html).not.toContain("javascript:");
  });

  it("wraps tables in a focusable scrolling region with column headers", () => {
    const { html } = renderMarkdown("| A | B |\n|---|---|\n| 1 | **2** |");
    expect(html).toContain('<div class="table-scroll" tabindex="0" role="region" aria-label="Table">');
    expect(html).toContain('<th scope="col">A</th>');
    expect(html).toContain("<td><strong>2</strong></td>");
  });

  it("escapes code", () => {
    expect(renderMarkdown("`<b>`").html).toContain("<code>&lt;b&gt;</code>");
  });

  it("makes code blocks focusable scroll boxes, escaped once, fenced or indented", () => {
    expect(renderMarkdown("```json\n{\"a\": \"<b>\"}\n```").html).toBe('<pre tabindex="0"><code class="language-json">{&quot;a&quot;: &quot;&lt;b&gt;&quot;}\n</code></pre>\n');
    expect(renderMarkdown("    a & b").html).toBe('<pre tabindex="0"><code>a &amp; b\n</code></pre>\n');
  });
});

describe("slugifyHeading", () => {
  it.each([
    ["Reading the score", "reading-the-score"],
    ["Credits & pricing", "credits-pricing"],
    ["Graça", "graca"],
    ["!!!", "section"],
  ])("%s → %s", (text, slug) => expect(slugifyHeading(text)).toBe(slug));
});
