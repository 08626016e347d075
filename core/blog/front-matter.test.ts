import { describe, expect, it } from "vitest";
import { FrontMatterError, parseFrontMatter } from "./front-matter";

describe("parseFrontMatter", () => {
  it("reads plain, quoted and list values and returns the body after the fence", () => {
    const source = [
      "---",
      "title: How to write a title",
      'description: "A \\"quoted\\" line: with a colon"',
      "author: 'The team''s writer'",
      "date: 2026-11-03",
      "tags: [Titles, \"Airbnb, Vrbo\", 'Writing']",
      "# a comment line",
      "aliases:",
      "  - first",
      '  - "second: two"',
      "---",
      "",
      "## Body",
      "text",
    ].join("\n");
    expect(parseFrontMatter(source)).toEqual({
      data: {
        title: "How to write a title",
        description: 'A "quoted" line: with a colon',
        author: "The team's writer",
        date: "2026-11-03",
        tags: ["Titles", "Airbnb, Vrbo", "Writing"],
        aliases: ["first", "second: two"],
      },
      body: "## Body\ntext",
    });
  });

  it("accepts Windows line ends and a byte-order mark", () => {
    expect(parseFrontMatter("\uFEFF---\r\ntitle: x\r\n---\r\nbody\r\n")).toEqual({ data: { title: "x" }, body: "body\n" });
  });

  it("treats a file without front matter as all body", () => {
    expect(parseFrontMatter("# Title\n\ntext")).toEqual({ data: {}, body: "# Title\n\ntext" });
  });

  it("drops a trailing comment from a plain value, not from a quoted one", () => {
    expect(parseFrontMatter("---\na: one # note\nb: \"two # kept\"\n---\n").data).toEqual({ a: "one", b: "two # kept" });
  });

  it("reads an empty inline list and a key with no items as empty lists", () => {
    expect(parseFrontMatter("---\na: []\nb:\n---\n").data).toEqual({ a: [], b: [] });
  });

  it.each([
    ["---\ntitle: x\n", /no closing ---/],
    ["---\njust words\n---\n", /line 2: expected "key: value"/],
    ["---\n  - orphan\n---\n", /line 2: a list item outside a list/],
    ["---\na: 1\na: 2\n---\n", /line 3: "a" is set twice/],
    ['---\na: "open\n---\n', /line 2: unclosed double quote/],
    ["---\na: [one, two\n---\n", /line 2: unclosed \[ list/],
    ["---\na: &anchor x\n---\n", /unsupported YAML/],
    ["---\na: |\n---\n", /unsupported YAML/],
  ])("refuses %j with an error naming the line", (source, message) => {
    expect(() => parseFrontMatter(source)).toThrow(FrontMatterError);
    expect(() => parseFrontMatter(source)).toThrow(message);
  });
});
