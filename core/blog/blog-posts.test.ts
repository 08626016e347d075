import { describe, expect, it } from "vitest";
import { type BlogPost, countWords, findRelatedPosts, parseBlogPost, readingMinutes, slugFromPath, sortPostsNewestFirst } from "./blog-posts";

const FRONT_MATTER = [
  "---",
  'title: "A title long enough"',
  'description: "A description that is long enough to be a meta description for a search engine result."',
  "date: 2026-11-03",
  "author: The ListingLift team",
  "tags: [Photos, Airbnb]",
  "image: /images/blog/photo.svg",
  'imageAlt: "A photo of a thing"',
  "---",
].join("\n");

describe("parseBlogPost", () => {
  it("reads the front matter, the body, the word count and the reading time", () => {
    const post = parseBlogPost("photo-tips", `${FRONT_MATTER}\n\n${"word ".repeat(450)}`);
    expect(post).toMatchObject({ slug: "photo-tips", title: "A title long enough", date: "2026-11-03", tags: ["Photos", "Airbnb"], wordCount: 450, readingMinutes: 2 });
    expect(post.body.startsWith("word")).toBe(true);
  });

  it.each([
    ["Bad_Slug", FRONT_MATTER, /file name must be a lowercase-hyphenated slug/],
    ["ok", FRONT_MATTER.replace("date: 2026-11-03", "date: 03/11/2026"), /"ok": date: must be a date written YYYY-MM-DD/],
    ["ok", FRONT_MATTER.replace("date: 2026-11-03", "date: 2026-02-31"), /date: must be a real date/],
    ["ok", FRONT_MATTER.replace("/images/blog/photo.svg", "https://example.com/a.png"), /image: must be an SVG under \/images\/blog\//],
    ["ok", FRONT_MATTER.replace("tags: [Photos, Airbnb]", "tags: []"), /tags/],
    ["ok", FRONT_MATTER.replace("---\n", "---\nextra: field\n"), /extra|Unrecognized/],
  ])("refuses %s with an error naming the post and the field", (slug, source, message) => {
    expect(() => parseBlogPost(slug, source)).toThrow(message);
  });
});

describe("countWords and readingMinutes", () => {
  it("counts words a reader reads, not Markdown marks, link targets, image addresses or code", () => {
    expect(countWords("## Two words\n\n- [a link](https://example.com/long/path) here\n\n![alt text](/x.png)\n\n```\nconst x = 1;\n```\n> quoted *word* | 5")).toBe(8);
  });

  it.each([
    [0, 1],
    [99, 1],
    [300, 2],
    [1000, 5],
    [1100, 6],
  ])("%i words read in %i min at 200 words a minute", (words, minutes) => expect(readingMinutes(words)).toBe(minutes));
});

describe("slugFromPath", () => {
  it("takes the file name without .md", () => expect(slugFromPath("../../content/blog/writing-house-rules.md")).toBe("writing-house-rules"));
});

const post = (slug: string, date: string, tags: string[]): Pick<BlogPost, "slug" | "date" | "title" | "tags"> => ({ slug, date, title: slug, tags });

describe("sortPostsNewestFirst and findRelatedPosts", () => {
  const posts = [
    post("a", "2026-10-01", ["Photos"]),
    post("b", "2026-11-01", ["Titles", "Airbnb"]),
    post("c", "2026-10-15", ["Titles", "Airbnb", "Writing"]),
    post("d", "2026-11-01", ["Writing"]),
    post("e", "2026-09-01", ["Airbnb"]),
  ];

  it("orders by date, newest first, then by title", () => {
    expect(sortPostsNewestFirst(posts).map((p) => p.slug)).toEqual(["b", "d", "c", "a", "e"]);
  });

  it("puts the posts sharing the most tags first, newest first among equals, case-insensitively", () => {
    const current = post("x", "2026-11-02", ["titles", "Airbnb"]);
    expect(findRelatedPosts(current, [current, ...posts]).map((p) => p.slug)).toEqual(["b", "c", "e"]);
  });

  it("fills the list with the newest other posts when too few share a tag, and never lists the post itself", () => {
    expect(findRelatedPosts(posts[0]!, posts).map((p) => p.slug)).toEqual(["b", "d", "c"]);
  });
});
