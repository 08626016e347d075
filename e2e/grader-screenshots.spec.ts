import { VIEWPORTS, expect, test } from "./fixtures";
import { STAND_IN, analyzeTextInPage, graderButtons, openAdminContext } from "../test/support/grader-e2e";

// The grader with a full result and with an error panel, at phone and desktop width, light and dark, written to
// e2e/screenshots/ to be looked at. An admin sees the full result and is not counted against the limits.
for (const theme of ["light", "dark"] as const) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`grader screenshots ${theme} ${width}`, async ({ browser }) => {
      test.setTimeout(60_000);
      const context = await openAdminContext(browser);
      await context.addInitScript((value) => window.localStorage.setItem("listinglift-theme", value), theme);
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      await page.goto("/listing-quality-grader");
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      const grader = page.locator("#grader");

      await analyzeTextInPage(page);
      await page.mouse.move(0, 0);
      await grader.screenshot({ path: `e2e/screenshots/${theme}-${width}-grader-result.png` });

      const ui = graderButtons(page);
      await ui.urlTab.click();
      await ui.urlField.fill(STAND_IN.noListing);
      await ui.analyzeUrl.click();
      await expect(page.getByRole("alert").filter({ hasText: "No data extracted" })).toBeVisible();
      await page.getByText(/^Debug log/).click();
      await page.screenshot({ path: `e2e/screenshots/${theme}-${width}-grader-error.png` });
      await context.close();
    });
  }
}

test("grader screenshot of a visitor's summary", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/listing-quality-grader");
  await analyzeTextInPage(page);
  await page.locator("#grader").screenshot({ path: "e2e/screenshots/light-mobile-grader-summary.png" });
});
