import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { VIEWPORTS, expect, test } from "./fixtures";
import { createConfirmedAccount, openAccountMenu } from "./support/accounts";

// DESIGN, "Captions (revised)": the caption generator is open to a user who holds caption credits (the Launch Special
// brings 50), not only to admins; a user without them is sent to /. The e2e server has no AI settings, so the offline
// writer captions from the room and the features the host picks.
const PHOTOS = path.resolve("fixtures/photos");
const PICKS = [
  { file: "houses-dataset_104_bedroom.jpg", room: "Bedroom", feature: "king bed" },
  { file: "houses-dataset_104_kitchen.jpg", room: "Kitchen", feature: "oven" },
  { file: "houses-dataset_118_exterior.jpg", room: "Outside of the home", feature: "garage" },
];

test.describe.configure({ timeout: 120_000 });

/** The Launch Special through the demo payments of the e2e server: 1 listing credit and 50 caption credits. */
async function buyLaunchSpecial(page: Page): Promise<void> {
  const bought = await page.request.post("/api/v1/billing/checkout", { headers: { origin: E2E_BASE_URL }, data: { plan: "launch_special" } });
  expect(bought.status()).toBe(200);
}

function photoCard(page: Page, fileName: string) {
  return page.getByRole("listitem", { name: `Photo ${fileName}` });
}

test("a user holding caption credits opens the generator from the nav and captions three photos for 3 credits", async ({ page }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await createConfirmedAccount(page, testInfo, "Ines Moreau");
  await buyLaunchSpecial(page);

  // The header, the avatar menu and the sidebar all offer the generator to a holder of caption credits.
  await page.goto("/dashboard");
  const sideNav = page.getByRole("complementary").getByRole("navigation", { name: "Dashboard" });
  await expect(sideNav.getByRole("link", { name: "Image Caption Generator", exact: true })).toBeVisible();
  await expect(sideNav.getByRole("link", { name: "Token Usage", exact: true })).toHaveCount(0);
  const menu = await openAccountMenu(page, "Ines Moreau");
  await expect(menu.getByRole("menuitem", { name: "Image Captions", exact: true })).toBeVisible();
  await page.screenshot({ path: "e2e/screenshots/captions-credit-holder-dashboard-menu.png" });
  await page.keyboard.press("Escape");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Image Captions", exact: true }).click();

  await expect(page).toHaveURL("/image-caption-generator");
  await expect(page.getByRole("heading", { level: 1, name: "Image Caption Generator" })).toBeVisible();
  const creditLine = page.getByTestId("caption-credit-line");
  await expect(creditLine).toContainText("You have 50 image caption credits.");

  await page.getByLabel("Set name").fill("Harbour flat");
  await page.getByLabel("Choose photos").setInputFiles(PICKS.map((pick) => path.join(PHOTOS, pick.file)));
  const uploads = page.getByRole("list", { name: "Uploads" });
  await expect(uploads.getByRole("listitem").filter({ hasText: "Done" })).toHaveCount(3, { timeout: 30_000 });
  // Uploading costs nothing: a photo is charged when its caption is kept.
  await expect(creditLine).toContainText("You have 50 image caption credits.");

  for (const pick of PICKS) {
    const card = photoCard(page, pick.file);
    await card.getByLabel("Room", { exact: true }).selectOption({ label: pick.room });
    await card.getByRole("button", { name: pick.feature, exact: true }).click();
    await card.getByRole("button", { name: "Write caption" }).click();
    await expect(card.getByText("Written by the offline writer")).toBeVisible();
  }
  await expect(photoCard(page, PICKS[0]!.file).getByText("Bright bedroom with a king bed", { exact: true })).toBeVisible();
  await expect(creditLine).toContainText("You have 47 image caption credits.");
  const account = await (await page.request.get("/api/v1/account")).json();
  expect(account.imageCaptionCredits).toBe(47);

  // The page as the holder sees it, at the desktop and the phone widths; on a phone the menu offers the page too.
  const url = page.url();
  // From the top: a full-page shot of a scrolled page draws the sticky header halfway down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: "e2e/screenshots/captions-credit-holder-desktop.png", fullPage: true });
  await page.setViewportSize(VIEWPORTS.mobile);
  await page.goto(url);
  await expect(photoCard(page, PICKS[2]!.file).getByText("Written by the offline writer")).toBeVisible();
  await expect(creditLine).toContainText("You have 47 image caption credits.");
  await page.screenshot({ path: "e2e/screenshots/captions-credit-holder-mobile.png", fullPage: true });
  await page.getByRole("button", { name: "Open menu" }).click();
  const mobileNav = page.getByRole("navigation", { name: "Mobile" });
  await expect(mobileNav.getByRole("link", { name: "Image Captions", exact: true })).toHaveAttribute("aria-current", "page");
  await page.screenshot({ path: "e2e/screenshots/captions-credit-holder-mobile-menu.png" });
});

test("a user without caption credits is not offered the generator and is sent to /", async ({ page }, testInfo) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await createConfirmedAccount(page, testInfo, "Tomas Berg");

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Pricing", exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Image Captions", exact: true })).toHaveCount(0);
  const sideNav = page.getByRole("complementary").getByRole("navigation", { name: "Dashboard" });
  await expect(sideNav.getByRole("link", { name: "Listing Generator", exact: true })).toBeVisible();
  await expect(sideNav.getByRole("link", { name: "Image Caption Generator", exact: true })).toHaveCount(0);
  const menu = await openAccountMenu(page, "Tomas Berg");
  await expect(menu.getByRole("menuitem", { name: "Profile", exact: true })).toBeVisible();
  await expect(menu.getByRole("menuitem", { name: "Image Captions", exact: true })).toHaveCount(0);
  await page.screenshot({ path: "e2e/screenshots/captions-no-credits-dashboard-menu.png" });
  await page.keyboard.press("Escape");

  await page.goto("/image-caption-generator");
  await expect(page).toHaveURL("/");

  // A visitor is sent to log in, and back to the page afterwards.
  await page.context().clearCookies();
  await page.goto("/image-caption-generator");
  await expect(page).toHaveURL("/auth?redirect=%2Fimage-caption-generator");
});
