import { PUBLIC_SITE_EXAMPLES } from "./route-examples";
import { VIEWPORTS, expect, setTheme, test } from "./fixtures";
import { hydrateWholePage } from "./support/hydration";

// Every page at phone and desktop width, light and dark, written to e2e/screenshots/ to be looked at.
for (const theme of ["light", "dark"] as const) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`screenshots ${theme} ${width}`, async ({ page }) => {
      // It walks every public page; on this 2-core machine under a full e2e run that took up to 2.0 min (stop 32).
      test.setTimeout(300_000);
      await setTheme(page, theme);
      await page.setViewportSize(viewport);
      for (const route of PUBLIC_SITE_EXAMPLES) {
        await page.goto(route.url);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        await hydrateWholePage(page);
        const name = route.url === "/" ? "home" : route.url.slice(1).replaceAll("/", "_");
        await page.screenshot({ path: `e2e/screenshots/${theme}-${width}-${name}.png`, fullPage: true });
      }
    });
  }
}
