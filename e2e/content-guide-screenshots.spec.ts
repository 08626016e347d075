import type { Locator, Page } from "@playwright/test";
import { expect, setTheme, test } from "./fixtures";

// The user guide's screenshots (public/images/guide/*.png), of the real app on the e2e server. They are committed, so
// they are made only on request: GUIDE_SCREENSHOTS=1 E2E_PORT=4302 npx playwright test e2e/content-guide-screenshots.spec.ts
// Each has the size content/user-guide.md gives it: whole 1280-wide screens, or 848-wide parts of the grader.
test.skip(!process.env.GUIDE_SCREENSHOTS, "made on request: GUIDE_SCREENSHOTS=1");

const DIR = "public/images/guide";
const SAMPLE_LISTING = [
  "Bright 2-bed loft with river view, 5 min to metro",
  "A two-bedroom loft on the fourth floor, with a lift, for up to four guests. The living room has a sofa for four, a dining table for six and a balcony over the river.",
  "The kitchen has an induction hob, an oven, a dishwasher and a filter coffee machine. Both bedrooms face the courtyard.",
  "Amenities: Wifi, Kitchen, Washer, Dishwasher, Air conditioning, Heating, Dedicated workspace, Elevator, Balcony",
].join("\n");

async function shoot(page: Page, name: string, height: 720 | 800): Promise<void> {
  await page.setViewportSize({ width: 1280, height });
  await page.screenshot({ path: `${DIR}/${name}.png`, animations: "disabled", caret: "hide" });
}

/**
 * A part of the page, 848 px wide around the 768 px grader column, from 24 px above `locator`'s top. The whole page is
 * drawn, so the sticky header stays at the page's top instead of covering the part.
 */
async function shootPart(page: Page, name: string, top: Locator, height: number): Promise<void> {
  const box = await top.boundingBox();
  if (!box) throw new Error(`${name}: nothing to photograph`);
  const scrollY = await page.evaluate(() => window.scrollY);
  const x = Math.round(box.x + box.width / 2 - 424);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage: true, clip: { x, y: Math.round(box.y + scrollY - 24), width: 848, height }, animations: "disabled", caret: "hide" });
}

test("the user guide's screenshots", async ({ page }) => {
  test.setTimeout(90_000);
  await setTheme(page, "light");
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/auth?signup=true");
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await shoot(page, "sign-up", 800);

  await page.goto("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await shoot(page, "pricing", 800);

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/listing-quality-grader");
  await expect(page.getByRole("tab", { name: "URL Analysis" })).toBeVisible();
  await shoot(page, "grader", 720);

  await page.getByRole("tab", { name: "Text Analysis" }).click();
  await page.getByLabel("Listing description").fill(SAMPLE_LISTING);
  await page.getByLabel("Listing description").blur();
  const graderCard = page.locator(".rounded-lg", { has: page.getByRole("tablist", { name: "How to give your listing" }) }).last();
  await shootPart(page, "grader-text", graderCard, 410);

  await page.getByRole("button", { name: "Analyze Text" }).click();
  const result = page.getByRole("heading", { name: "Text Analyzed Successfully" });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await shootPart(page, "grader-result", page.getByLabel("Listing quality result"), 516);
});
