import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GraderTab, GraderTabList, GraderTabPanel, GraderTabs } from "./grader-tabs";

// What the prerendered page holds before the grader's code arrives (react-dom/server renders as the prerender does).
// That the chosen tab stays the stop through hydration and after is seen in a browser: e2e/landing.spec.ts records every
// tabindex the tabs take, and e2e/accessibility.spec.ts tabs through the home page.
function prerender(value: string): string {
  return renderToString(
    <GraderTabs value={value}>
      <GraderTabList aria-label="How to give your listing">
        <GraderTab value="url">URL Analysis</GraderTab>
        <GraderTab value="text">Text Analysis</GraderTab>
      </GraderTabList>
      <GraderTabPanel value="url">the URL form</GraderTabPanel>
      <GraderTabPanel value="text">the text form</GraderTabPanel>
    </GraderTabs>,
  );
}

const tabIndexOf = (html: string, name: string) => new RegExp(`<button[^>]*tabindex="(-?\\d)"[^>]*>${name}<`).exec(html)?.[1];

describe("the grader's tabs before hydration", () => {
  it("make the chosen tab a tab stop, and only it", () => {
    const html = prerender("url");
    expect(tabIndexOf(html, "URL Analysis")).toBe("0");
    expect(tabIndexOf(html, "Text Analysis")).toBe("-1");
  });

  it("follow the chosen tab", () => {
    const html = prerender("text");
    expect(tabIndexOf(html, "URL Analysis")).toBe("-1");
    expect(tabIndexOf(html, "Text Analysis")).toBe("0");
  });
});

describe("the grader's panels", () => {
  const attributesOf = (html: string, tag: string, text: string) => {
    const open = new RegExp(`<${tag}([^>]*)>${text}<`).exec(html)?.[1] ?? "";
    return Object.fromEntries([...open.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
  };

  it("are each named by their tab, and each tab names its panel", () => {
    const html = prerender("url");
    for (const [tab, panel] of [["URL Analysis", "the URL form"], ["Text Analysis", "the text form"]] as const) {
      const tabAttributes = attributesOf(html, "button", tab);
      const panelAttributes = attributesOf(html, "div", panel);
      expect(panelAttributes.role).toBe("tabpanel");
      expect(panelAttributes.id).toBeTruthy();
      expect(tabAttributes["aria-controls"]).toBe(panelAttributes.id);
      expect(panelAttributes["aria-labelledby"]).toBe(tabAttributes.id);
    }
  });

  it("stay in the page, the other one marked inactive (the style sheet hides it)", () => {
    const html = prerender("text");
    expect(attributesOf(html, "div", "the URL form")["data-state"]).toBe("inactive");
    expect(attributesOf(html, "div", "the text form")["data-state"]).toBe("active");
    expect(attributesOf(html, "div", "the URL form").class).toContain("data-[state=inactive]:hidden");
  });
});
