import type { Page } from "@playwright/test";
import { VIEWPORTS, expect, test } from "./fixtures";
import { createConfirmedAccount } from "./support/accounts";
import { LISBON_FACTS } from "../test/support/lisbon-facts";

// The writer's pages at phone and desktop width, light and dark, written to e2e/screenshots/ to be looked at.
const THEMES = ["light", "dark"] as const;

async function shoot(page: Page, theme: string, width: string, name: string): Promise<void> {
  if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.screenshot({ path: `e2e/screenshots/writer-${theme}-${width}-${name}.png`, fullPage: true });
}

test("writer pages, light and dark, phone and desktop", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await createConfirmedAccount(page, testInfo, "Rita Alves");
  expect((await page.request.post("/api/v1/billing/checkout", { data: { packId: 3 } })).status()).toBe(200);
  const created = await page.request.post("/api/v1/listings/generate", { data: { facts: LISBON_FACTS } });
  expect(created.status()).toBe(200);
  const { id } = await created.json();
  expect((await page.request.put("/api/v1/listings/draft", { data: { facts: LISBON_FACTS } })).status()).toBe(200);

  for (const theme of THEMES) {
    await page.evaluate((value) => window.localStorage.setItem("listinglift-theme", value), theme);
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto("/create-listing");
      await expect(page.getByLabel("City", { exact: true })).toHaveValue("Lisbon");
      await shoot(page, theme, width, "create-listing");
      await page.goto("/create-listing?mode=bulk");
      await expect(page.getByRole("button", { name: "Upload and write" })).toBeVisible();
      await shoot(page, theme, width, "bulk");
      await page.goto(`/listings/${id}`);
      await expect(page.getByRole("heading", { name: "Listing quality score" })).toBeVisible();
      await shoot(page, theme, width, "listing");
      await page.goto("/listing-history");
      await expect(page.getByRole("link", { name: "Open" }).first()).toBeVisible();
      await shoot(page, theme, width, "history");
    }
  }
});
