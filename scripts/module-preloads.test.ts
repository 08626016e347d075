import { describe, expect, it } from "vitest";
import { dropModulePreloads } from "./module-preloads";

const head = '<head><link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"></head>';
const body = '<body><h1>Hi</h1><script type="module" async="">import "/assets/manifest-c.js";\nimport * as route0 from "/assets/root-b.js";</script></body>';

describe("module preloads out of a prerendered page", () => {
  it("removes each preload link, with or without the closing slash, and counts them", () => {
    const { html, dropped } = dropModulePreloads(`<html>${head}${body}</html>`);
    expect(dropped).toBe(2);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it("leaves the module script that loads the same modules, and a page without preloads, as they were", () => {
    const page = `<html><head></head>${body}</html>`;
    expect(dropModulePreloads(page)).toEqual({ html: page, dropped: 0 });
    expect(dropModulePreloads(`<html>${head}${body}</html>`).html).toContain('import * as route0 from "/assets/root-b.js";');
  });
});
