import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GraderTab, GraderTabList, GraderTabs } from "./grader-tabs";

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
