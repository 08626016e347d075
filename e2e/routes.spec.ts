import { ROUTE_EXAMPLES, redirectsVisitor } from "./route-examples";
import { expect, test } from "./fixtures";

test.describe("every route of the spec's table", () => {
  for (const route of ROUTE_EXAMPLES.filter((r) => !redirectsVisitor(r))) {
    test(`${route.url} renders its ${route.layout} layout`, async ({ page }) => {
      const response = await page.goto(route.url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      if (route.layout === "site") {
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.getByRole("contentinfo")).toBeVisible();
      } else {
        await expect(page.getByRole("banner")).toHaveCount(0);
        await expect(page.getByRole("contentinfo")).toHaveCount(0);
      }
    });
  }

  for (const route of ROUTE_EXAMPLES.filter(redirectsVisitor)) {
    test(`${route.access === "admin" ? "admin-only" : "caption-credit"} ${route.url} sends a visitor to /auth`, async ({ page }) => {
      await page.goto(route.url);
      await expect(page).toHaveURL(/\/auth\?redirect=/);
    });
  }

  test("the home page is titled and described for search engines", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("AI-Powered Airbnb Listing Generator");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /35% more bookings/);
  });

  test("an unknown path shows the not-found page with status 404", async ({ page, consoleErrors }) => {
    // The browser reports the page's own 404 status as a console error: that status is the point here.
    consoleErrors.allow(/status of 404/);
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
  });
});
