import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { VIEWPORTS, expect, setTheme, test } from "./fixtures";
import { createConfirmedAccount } from "./support/accounts";
import { analyzeTextInPage } from "../test/support/grader-e2e";

// The grader's advice (issue 21, DESIGN.md "Grader results (revised)"), with the e2e server's default
// GRADER_RESULTS=signed-in: a visitor sees the score, the level and the first suggestion of each part below Good, with
// the offer of a free account; a signed-in host sees the full result of their analysis. Screenshots at 375 and 1280 px.

const PARTS = ["Title", "Description", "Amenities", "SEO", "Host"];

/** axe-core on the result card alone: no serious or critical WCAG 2.1 A/AA violation (contrast of the new parts). */
async function expectAccessibleResult(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .include('[aria-label="Listing quality result"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

/** The result card alone; the sticky header is let go for the shot so that it does not cover the card's top. */
async function shoot(page: Page, name: string): Promise<void> {
  await page.mouse.move(0, 0);
  const style = "header { position: static !important; }";
  await page.getByLabel("Listing quality result").screenshot({ path: `e2e/screenshots/${name}.png`, style });
}

for (const [width, viewport] of [["mobile", VIEWPORTS.mobile], ["desktop", VIEWPORTS.desktop]] as const) {
  test(`a visitor sees the score, the level, the top advice and the offer of the full result (${width})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/listing-quality-grader");
    await analyzeTextInPage(page);
    const result = page.getByLabel("Listing quality result");
    await expect(result.getByRole("heading", { name: "Text Analyzed Successfully" })).toBeVisible();
    await expect(result.getByLabel(/^Overall score \d+ out of 100$/)).toBeVisible();
    await expect(result.getByText(/^(Low|Medium|High) quality$/)).toHaveCount(1);

    const advice = result.getByRole("region", { name: "What to fix first" });
    await expect(advice.getByRole("heading", { name: "What to fix first" })).toBeVisible();
    const items = advice.getByRole("listitem");
    // The pasted loft (a short description, three amenities): its weak parts, one suggestion each, never a part twice.
    await expect(items.first()).toBeVisible();
    const names = (await items.allTextContents()).map((text) => text.split(":")[0]);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(PARTS).toContain(name);
    await expect(result.getByText("Strengths", { exact: true })).toHaveCount(0);
    await expect(result.getByRole("article")).toHaveCount(0);

    const offer = result.getByRole("region", { name: "See the full result" });
    await expect(offer.getByRole("link", { name: "Create a free account" })).toHaveAttribute("href", "/auth?signup=true&redirect=%2Flisting-quality-grader");
    await expect(offer.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/auth?redirect=%2Flisting-quality-grader");
    await shoot(page, `light-${width}-grader-visitor-advice`);
    await expectAccessibleResult(page);

    await offer.getByRole("link", { name: "Create a free account" }).click();
    await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  });

  test(`a signed-in host sees the full result of their own analysis (${width})`, async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await createConfirmedAccount(page, testInfo, "Rita Sousa");
    await page.setViewportSize(viewport);
    await page.goto("/listing-quality-grader");
    await expect(page.getByText("You have used 0 of 3 free analyses per hour")).toBeVisible();
    await analyzeTextInPage(page);
    const result = page.getByLabel("Listing quality result");
    // The spec's heading stays for a host who is not an admin; one label for the whole listing.
    await expect(result.getByRole("heading", { name: "Text Analyzed Successfully" })).toBeVisible();
    await expect(result.getByText(/^(Low|Medium|High) quality$/)).toHaveCount(1);
    await expect(result.getByText(/^(Excellent|Good|Average|Needs Work)$/)).toHaveCount(0);
    for (const name of PARTS) await expect(result.getByRole("article", { name: `${name} score` })).toBeVisible();
    await expect(result.getByRole("article", { name: "Description score" }).getByText("Issues")).toBeVisible();
    await expect(result.getByText("Suggestions").first()).toBeVisible();
    await expect(result.getByRole("region", { name: "See the full result" })).toHaveCount(0);
    await expect(result.getByRole("link", { name: "Improve this listing" })).toHaveAttribute("href", /^\/create-listing\?fromGrade=[0-9a-f-]{36}$/);
    await expect(page.getByText("You have used 1 of 3 free analyses per hour")).toBeVisible();
    await shoot(page, `light-${width}-grader-signed-in-full`);
  });
}

test("a visitor's advice and offer in the dark theme (375 px)", async ({ page }) => {
  await setTheme(page, "dark");
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto("/listing-quality-grader");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await analyzeTextInPage(page);
  await expect(page.getByRole("region", { name: "See the full result" })).toBeVisible();
  await shoot(page, "dark-mobile-grader-visitor-advice");
  await expectAccessibleResult(page);
});
