import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inlineCriticalCss, stylesheetsMarkedDynamic } from "./critical-css";

const SHEET = [
  ".hero{color:red}",
  ".only-in-the-dashboard{color:blue}",
  ".dark{--background:black}",
  ".dark\\:hidden:where(.dark,.dark *){display:none}",
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
  "@media (min-width:40rem){.hero{font-size:2rem}.sm-unused{margin:0}}",
].join("\n");

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/root-abc.css"/></head><body>${body}<script>window.__ctx=1</script></body></html>`;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "critical-css-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.mkdirSync(path.join(dir, "pricing"));
  fs.writeFileSync(path.join(dir, "assets/root-abc.css"), SHEET);
  fs.writeFileSync(path.join(dir, "index.html"), page('<h1 class="hero">Hello</h1><button class="[&amp;_svg]:size-4"><svg></svg></button>'));
  fs.writeFileSync(path.join(dir, "pricing/index.html"), page('<p class="dark:hidden">Plans</p>'));
  fs.writeFileSync(path.join(dir, "__spa-fallback.html"), page("<div>Loading</div>"));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8");
const inlineCss = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";

describe("critical CSS in the prerendered pages (issue 22)", () => {
  it("inlines the rules the page uses, media queries included, and leaves out the others", async () => {
    await inlineCriticalCss(dir);
    const css = inlineCss(read("index.html"));
    expect(css).toContain(".hero{color:red}");
    expect(css).toMatch(/@media \(min-width:40rem\)\{\.hero\{font-size:2rem\}\}/);
    expect(css).not.toContain("only-in-the-dashboard");
    expect(css).not.toContain("sm-unused");
  });

  it("keeps the dark theme's rules, which no built page matches before the theme script runs", async () => {
    await inlineCriticalCss(dir);
    const css = inlineCss(read("index.html"));
    expect(css).toContain(".dark{--background:black}");
    expect(inlineCss(read("pricing/index.html"))).toContain(":where(.dark,.dark *){display:none}");
  });

  it("keeps Tailwind's arbitrary variants, whose `&` React writes as `&amp;` in the class attribute", async () => {
    await inlineCriticalCss(dir);
    expect(inlineCss(read("index.html"))).toContain(".\\[\\&_svg\\]\\:size-4 svg{width:1rem}");
  });

  it("keeps the link in place, off for the first paint, turned on by one hashable script, with a no-script fallback", async () => {
    await inlineCriticalCss(dir);
    const html = read("index.html");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/root-abc\.css" media="print" data-beasties-media="all">/);
    expect(head).toMatch(/<noscript><link rel="stylesheet" href="\/assets\/root-abc\.css"><\/noscript>/);
    // The activation script is the last thing in <body>, after the page's own scripts, and has no attributes to vary.
    expect(html).toMatch(/<script>window\.__ctx=1<\/script><script>document\.querySelectorAll\('link\[data-beasties-media\]'\)[^<]*<\/script><\/body>/);
    expect(html).not.toMatch(/\sonload=/);
    expect(html).not.toContain("data-beasties-container");
  });

  it("leaves the SPA fallback, whose content the app draws, with its blocking style sheet", async () => {
    const before = read("__spa-fallback.html");
    const done = await inlineCriticalCss(dir);
    expect(read("__spa-fallback.html")).toBe(before);
    expect(done.map((p) => p.page).sort()).toEqual(["index.html", path.join("pricing", "index.html")]);
  });
});

describe("stylesheetsMarkedDynamic", () => {
  it("names a style sheet whose href React Router marked with a trailing #", () => {
    const html = `<link rel="stylesheet" href="/assets/site-shell-DZHotm_9.css#" media="print"><link rel="modulepreload" href="/assets/a.js#">`;
    expect(stylesheetsMarkedDynamic(html)).toEqual(["/assets/site-shell-DZHotm_9.css#"]);
  });

  it("passes the root route's own sheet", () => {
    expect(stylesheetsMarkedDynamic(`<link rel="stylesheet" href="/assets/root-DZHotm_9.css"><noscript><link rel="stylesheet" href="/assets/root-DZHotm_9.css"></noscript>`)).toEqual([]);
  });
});
