import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { assetReader, inlineStyleSheet, listPrerenderedPages, stylesheetsMarkedDynamic } from "./inline-style-sheet";

const SHEET = [
  "/*! tailwindcss v4 | MIT License | https://tailwindcss.com */",
  ".hero{color:red}",
  ".only-in-the-dashboard{color:blue}",
  ".dark{--background:black}",
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
  "@media (min-width:40rem){.hero{font-size:2rem}}",
].join("\n");

// As React Router writes a prerendered page: one line, the root's sheet linked in <head>, scripts at the end of <body>.
const page = (head: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body><h1 class="hero">Hello</h1><script>window.__ctx=1</script></body></html>`;
const ROOT_LINK = `<link rel="stylesheet" href="/assets/root-abc.css"/>`;
const readSheet = (href: string) => {
  if (href !== "/assets/root-abc.css") throw new Error(`no ${href}`);
  return SHEET;
};

describe("the style sheet inline in each prerendered page (decision 064)", () => {
  it("puts the whole sheet, rules the HTML does not use included, in a style element before the link", () => {
    const html = inlineStyleSheet(page(ROOT_LINK), readSheet);
    expect(html).toContain(`<style>${SHEET}</style><link rel="stylesheet" href="/assets/root-abc.css" disabled>`);
    // Nothing else of the page changes: the sheet is the only addition.
    expect(html.replace(`<style>${SHEET}</style>`, "").replace(" disabled>", "/>")).toBe(page(ROOT_LINK));
  });

  it("disables the link, which stays for React's hydration of <head>, so the sheet is neither fetched nor applied twice", () => {
    const html = inlineStyleSheet(page(`<link rel="stylesheet" href="/assets/root-abc.css">`), readSheet);
    expect(html.match(/<link[^>]*>/g)).toEqual([`<link rel="stylesheet" href="/assets/root-abc.css" disabled>`]);
    expect(html.match(/<style>/g)).toHaveLength(1);
    // No script is added: the CSP's hashes stay those of React Router's scripts and the theme script.
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it("refuses a page with no style sheet, a sheet outside the build's assets, and a sheet that would end the style element", () => {
    expect(() => inlineStyleSheet(page(""), readSheet)).toThrow("links no style sheet");
    expect(() => inlineStyleSheet(page(`<link rel="stylesheet" href="https://cdn.example/x.css"/>`), readSheet)).toThrow("outside the build's assets");
    expect(() => inlineStyleSheet(page(ROOT_LINK), () => `.a::after{content:"</style>"}`)).toThrow('holds "</style"');
  });

  it("leaves a style sheet link in <body> alone", () => {
    const body = `<link rel="stylesheet" href="/assets/root-abc.css"/>`;
    const html = inlineStyleSheet(page(ROOT_LINK).replace("<h1", `${body}<h1`), readSheet);
    expect(html).toContain(`<body>${body}<h1`);
  });
});

describe("the prerendered pages of a build", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "inline-style-sheet-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.mkdirSync(path.join(dir, "pricing"));
    fs.writeFileSync(path.join(dir, "assets/root-abc.css"), SHEET);
    fs.writeFileSync(path.join(dir, "index.html"), page(ROOT_LINK));
    fs.writeFileSync(path.join(dir, "pricing/index.html"), page(ROOT_LINK));
    fs.writeFileSync(path.join(dir, "__spa-fallback.html"), page(ROOT_LINK));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("are every index.html; the SPA fallback, whose content the app draws, keeps its blocking sheet", () => {
    expect(listPrerenderedPages(dir).map((file) => path.relative(dir, file)).sort()).toEqual(["index.html", path.join("pricing", "index.html")]);
  });

  it("read the built sheet from the assets folder", () => {
    expect(assetReader(dir)("/assets/root-abc.css")).toBe(SHEET);
  });
});

describe("stylesheetsMarkedDynamic", () => {
  it("names a style sheet whose href React Router marked with a trailing #", () => {
    const html = `<link rel="stylesheet" href="/assets/site-shell-DZHotm_9.css#" media="print"><link rel="modulepreload" href="/assets/a.js#">`;
    expect(stylesheetsMarkedDynamic(html)).toEqual(["/assets/site-shell-DZHotm_9.css#"]);
  });

  it("passes the root route's own sheet", () => {
    expect(stylesheetsMarkedDynamic(`<link rel="stylesheet" href="/assets/root-DZHotm_9.css"/>`)).toEqual([]);
  });
});
