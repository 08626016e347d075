import { VIEWPORTS, expect, setTheme, test } from "./fixtures";

// The blog, a post, the user guide, Support, Privacy and Terms at phone and desktop width, light and dark, written to
// e2e/screenshots/content-<theme>-<width>-<page>.png to be looked at.
const PAGES = [
  { name: "blog", url: "/blog", heading: "Blog" },
  { name: "blog-post", url: "/blog/listing-photo-order-and-captions", heading: "Listing Photos: The Cover Shot, the Order and the Captions" },
  { name: "blog-not-found", url: "/blog/no-such-article", heading: "Article not found" },
  { name: "user-guide", url: "/user-guide", heading: "User Guide" },
  { name: "contact", url: "/contact", heading: "Support" },
  { name: "privacy", url: "/privacy", heading: "Privacy" },
  { name: "terms", url: "/terms", heading: "Terms" },
];

for (const theme of ["light", "dark"] as const) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`content pages ${theme} ${width}`, async ({ page, consoleErrors }) => {
      // The unknown article answers 404, which the browser reports as a console error.
      consoleErrors.allow(/status of 404/);
      test.setTimeout(120_000);
      await setTheme(page, theme);
      await page.setViewportSize(viewport);
      for (const { name, url, heading } of PAGES) {
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        // Lazy pictures load only when scrolled to: load them all before the full-page picture.
        await page.evaluate(() => document.querySelectorAll("img").forEach((img) => img.setAttribute("loading", "eager")));
        await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
        await page.evaluate(() => Promise.all([...document.images].map((img) => img.decode())));
        await page.screenshot({ path: `e2e/screenshots/content-${theme}-${width}-${name}.png`, fullPage: true });
      }

      // The Support form with its errors, then sent.
      await page.goto("/contact");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Please enter your name.")).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/content-${theme}-${width}-contact-errors.png`, fullPage: true });
      // One address may send 5 messages an hour and every browser of the run is 127.0.0.1: the sent page is taken at
      // phone and desktop width only (4 messages), leaving room for content.spec.ts's own.
      if (width === "tablet") return;
      await page.getByRole("textbox", { name: "Name" }).fill("Sam Host");
      await page.getByRole("textbox", { name: "E-mail" }).fill("sam@example.com");
      await page.getByRole("textbox", { name: "Subject" }).fill(`Screenshot ${theme} ${width}`);
      await page.getByRole("textbox", { name: "Message" }).fill("A message sent to take a screenshot of the confirmation.");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
      await page.screenshot({ path: `e2e/screenshots/content-${theme}-${width}-contact-sent.png`, fullPage: true });
    });
  }
}
