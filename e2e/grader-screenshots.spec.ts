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

// As a host copies an Airbnb page: the heading, then one amenity a line, no bullets. GRADER.md reads the first 10 short
// lines as amenities; the card says so, and nothing asks for an amenity that is on the list past them.
const COPIED_FROM_A_LISTING_PAGE = [
  "Center Sq. Loft in Converted Precinct w/ Parking",
  "",
  "Large renovated 1 bedroom apartment in a converted police precinct, with original tin ceilings. You are within walking distance of Washington Park, the restaurants and pubs of Lark St. and downtown. The kitchen has a dishwasher, and there is a washer and dryer.",
  "",
  "What this place offers",
  ...["Hangers", "Stove", "Hair dryer", "Heating", "Patio or balcony", "Keypad", "Iron", "Bed linens", "Self check-in", "Dishwasher"],
  ...["Dryer", "Washer", "Free parking on premises", "Refrigerator", "Air conditioning", "Wifi", "Kitchen", "Coffee maker"],
].join("\n");

test("grader screenshot of a list copied from a listing page", async ({ browser }) => {
  const context = await openAdminContext(browser);
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/listing-quality-grader");
  await analyzeTextInPage(page, COPIED_FROM_A_LISTING_PAGE);
  const result = page.getByLabel("Listing quality result");
  await expect(result.getByText("Only the first 10 short lines of your text were read as amenities", { exact: false })).toBeVisible();
  await expect(result).not.toContainText("lacks it");
  await page.mouse.move(0, 0);
  await page.locator("#grader").screenshot({ path: "e2e/screenshots/light-desktop-grader-copied-list.png" });
  await context.close();
});
