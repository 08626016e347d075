import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button } from "./button";
import { Form } from "./form";

// What a prerendered page's HTML holds before its code arrives: react-dom/server renders as the prerender does. After
// hydration the button is enabled again (e2e/typed-before-hydration.spec.ts shows both in a browser).
describe("a form before its page has hydrated", () => {
  it("is sent as a POST, so a browser that sends it puts nothing in the URL", () => {
    const html = renderToString(<Form aria-label="Send a message to support" />);
    expect(html).toContain('method="post"');
    expect(html).not.toContain("action=");
  });

  it("has its submit button disabled, saying Loading… over the label it keeps", () => {
    const html = renderToString(<Button type="submit">Send message</Button>);
    expect(html).toMatch(/<button[^>]* type="submit" disabled=""/);
    expect(html).toContain("Loading…");
    expect(html).toContain("Send message");
  });

  it("leaves other buttons as they are", () => {
    const html = renderToString(<Button>Send another message</Button>);
    expect(html).not.toMatch(/ disabled=""/);
    expect(html).not.toContain("Loading…");
  });
});
