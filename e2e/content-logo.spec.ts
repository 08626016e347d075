import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_BASE_URL } from "../playwright.config";
import { VIEWPORTS, expect, test } from "./fixtures";
import { PASSWORD } from "./support/accounts";
import { parseEmail } from "./support/outbox";

// The admin's logo page. E-mails come from this run's own data folder (E2E_DATA_DIR).
const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? "data/e2e", "outbox");

function outboxFiles(address: string): string[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs.readdirSync(OUTBOX).filter((name) => name.endsWith(`-${address}.eml`)).sort();
}

/** Signs the e2e admin in (sign-up and e-mail confirmation the first time, from this run's outbox). */
async function signInAsAdmin(page: Page): Promise<void> {
  const headers = { origin: E2E_BASE_URL };
  const signIn = await page.request.post("/api/auth/sign-in/email", { headers, data: { email: E2E_ADMIN_EMAIL, password: PASSWORD } });
  if (signIn.ok()) return;
  const before = new Set(outboxFiles(E2E_ADMIN_EMAIL));
  const data = { name: "Content Admin", email: E2E_ADMIN_EMAIL, password: PASSWORD, callbackURL: "/verify-email?verified=1" };
  expect((await page.request.post("/api/auth/sign-up/email", { headers, data })).ok()).toBe(true);
  let file = "";
  await expect.poll(() => (file = outboxFiles(E2E_ADMIN_EMAIL).find((name) => !before.has(name)) ?? "")).not.toBe("");
  await page.goto(parseEmail(path.join(OUTBOX, file)).link);
  await expect(page).toHaveURL("/verify-email?verified=1");
}

test.describe("logo", () => {
  test("an admin downloads the logo in each size as SVG and PNG", async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAsAdmin(page);
    await page.goto("/logo");
    await expect(page.getByRole("heading", { level: 1, name: "Logo" })).toBeVisible();
    for (const size of ["sm", "md", "lg", "xl"]) {
      await expect(page.getByRole("button", { name: `Download the ${size} logo as SVG` })).toBeVisible();
    }
    await page.screenshot({ path: "e2e/screenshots/content-light-desktop-logo.png", fullPage: true });
    const [svg] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download the xl logo as SVG" }).click()]);
    expect(svg.suggestedFilename()).toBe("listinglift-logo-xl-light.svg");
    const text = fs.readFileSync((await svg.path())!, "utf8");
    expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="64"/);

    await page.getByRole("button", { name: "Dark background" }).click();
    const [png] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download the md logo as PNG" }).click()]);
    expect(png.suggestedFilename()).toBe("listinglift-logo-md-dark.png");
    const bytes = fs.readFileSync((await png.path())!);
    expect(bytes.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(bytes.readUInt32BE(20)).toBe(72); // height: 36 px at 2x

    // The dark-background logos on the dark theme, and on a phone, to be looked at.
    await page.evaluate(() => window.localStorage.setItem("listinglift-theme", "dark"));
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.reload();
    await page.getByRole("button", { name: "Dark background" }).click();
    await page.screenshot({ path: "e2e/screenshots/content-dark-mobile-logo.png", fullPage: true });
  });

  test("a visitor is sent to sign in", async ({ page }) => {
    await page.goto("/logo");
    await expect(page).toHaveURL(/\/auth\?redirect=%2Flogo/);
  });
});
