import path from "node:path";
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { E2E_A11Y_ADMIN_EMAIL, E2E_BASE_URL } from "../playwright.config";
import { VIEWPORTS, expect, setTheme, test } from "./fixtures";
import { createConfirmedAccount, PASSWORD } from "./support/accounts";
import { parseEmail } from "./support/outbox";

// axe-core on every page a visitor, a user and an admin can reach, in light and dark: no serious or critical violation
// of WCAG 2.1 A and AA. Pages are checked once their lazy parts have loaded, and in the states that matter (a sample
// listing opened, a form with its errors).
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];
const THEMES = ["light", "dark"] as const;

const PUBLIC_PAGES = [
  "/",
  "/pricing",
  "/blog",
  "/blog/writing-house-rules",
  "/listing-quality-grader",
  "/user-guide",
  "/contact",
  "/privacy",
  "/terms",
  "/auth",
  "/auth?signup=true",
  "/reset-password",
  "/reset-password/confirm",
  "/verify-email",
  "/billing/cancel",
];
const NOT_FOUND_PAGES = ["/no-such-page", "/blog/no-such-article"];
const USER_PAGES = ["/dashboard", "/create-listing", "/listing-history", "/homes", "/credit-history", "/profile", "/api-dashboard", "/api-testing", "/airbnb-scraper"];
const ADMIN_PAGES = ["/image-caption-generator", "/token-usage", "/logo"];

/** Where a violation is, and for a contrast failure the colours and ratio axe measured. */
function describeNode(node: { target: unknown[]; any: { data?: unknown }[] }): string {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  const colours = data?.contrastRatio ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : "";
  return `${node.target.join(" ")}${colours}`;
}

/** Soft: every page of a test is checked and reported, not only the first one with a violation. */
async function expectNoSeriousViolations(page: Page, label: string, { menuOpen = false } = {}): Promise<void> {
  // The page and its lazily loaded parts (landing sections, grader, menus) have arrived. An open menu hides the rest.
  await page.waitForLoadState("networkidle");
  if (!menuOpen) await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const serious = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 5).map(describeNode).join("\n    ")}`);
  expect.soft(serious, `serious or critical axe violations on ${label}`).toEqual([]);
}

async function checkPages(page: Page, theme: string, urls: readonly string[]): Promise<void> {
  for (const url of urls) {
    await page.goto(url);
    if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expectNoSeriousViolations(page, `${url} (${theme})`);
  }
}

/** The accessibility admin, signed in: signed up and confirmed from this run's outbox the first time. */
async function signInAsAdmin(page: Page): Promise<void> {
  const headers = { origin: E2E_BASE_URL };
  const signIn = await page.request.post("/api/auth/sign-in/email", { headers, data: { email: E2E_A11Y_ADMIN_EMAIL, password: PASSWORD } });
  if (signIn.ok()) return;
  const outbox = path.resolve(process.env.E2E_DATA_DIR ?? "data/e2e", "outbox");
  const files = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith(`-${E2E_A11Y_ADMIN_EMAIL}.eml`)) : []);
  const before = new Set(files());
  const data = { name: "Access Admin", email: E2E_A11Y_ADMIN_EMAIL, password: PASSWORD, callbackURL: "/verify-email?verified=1" };
  expect((await page.request.post("/api/auth/sign-up/email", { headers, data })).ok()).toBe(true);
  let file = "";
  await expect.poll(() => (file = files().find((name) => !before.has(name)) ?? "")).not.toBe("");
  await page.goto(parseEmail(path.join(outbox, file)).link);
  await expect(page).toHaveURL("/verify-email?verified=1");
}

for (const theme of THEMES) {
  test.describe(`axe, ${theme}`, () => {
    test.beforeEach(async ({ page }) => {
      await setTheme(page, theme);
    });

    test("public pages on a desktop", async ({ page, consoleErrors }) => {
      test.setTimeout(240_000);
      consoleErrors.allow(/status of 404/);
      await page.setViewportSize(VIEWPORTS.desktop);
      await checkPages(page, theme, [...PUBLIC_PAGES, ...NOT_FOUND_PAGES]);
    });

    test("the home page's states, the support form's errors and the mobile menu on a phone", async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(VIEWPORTS.mobile);
      await checkPages(page, theme, ["/", "/pricing", "/blog/writing-house-rules"]);

      await page.goto("/");
      await page.locator("#sample-listings").getByRole("button", { name: /Paris Apartment/ }).click();
      await page.locator("#sample-listings").getByRole("button", { name: "Show the full listing" }).click();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
      await expectNoSeriousViolations(page, `/ with a sample listing and the menu open (${theme}, phone)`);

      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto("/");
      await page.locator("#sample-listings").getByRole("tab", { name: "Aspen Chalet" }).click();
      await page.locator("#sample-listings").getByRole("button", { name: "Show the full listing" }).click();
      await page.getByRole("button", { name: "Change theme" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoSeriousViolations(page, `/ with a sample listing and the theme menu open (${theme}, desktop)`, { menuOpen: true });
      await page.keyboard.press("Escape");

      await page.goto("/contact");
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByText("Please enter your name.")).toBeVisible();
      await expectNoSeriousViolations(page, `/contact with its errors (${theme})`);
    });

    test("a signed-in user's pages", async ({ page }, testInfo) => {
      // 180 s: ten pages with axe each; nine took up to 2 min beside another test on a loaded 2-core machine.
      test.setTimeout(180_000);
      await page.setViewportSize(VIEWPORTS.desktop);
      await createConfirmedAccount(page, testInfo);
      await checkPages(page, theme, USER_PAGES);
      await page.goto("/dashboard");
      await page.getByRole("banner").getByRole("button", { name: /Account menu for/ }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      await expectNoSeriousViolations(page, `the account menu (${theme})`, { menuOpen: true });
    });

    test("an admin's pages", async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(VIEWPORTS.desktop);
      await signInAsAdmin(page);
      await checkPages(page, theme, ADMIN_PAGES);
    });
  });
}

test("everything on the home page is reachable by keyboard, with a visible focus", async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeInViewport();

  // Tab through the whole page: every stop must show a focus indicator (an outline or a ring's box-shadow).
  const seen: string[] = [];
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      const visible = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
      return { name: `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`, visible };
    });
    if (!stop) break;
    expect(stop.visible, `focus indicator on ${stop.name}`).toBe(true);
    seen.push(stop.name);
  }
  // The sample listings' tabs are one stop (the chosen one); arrow keys move between them (landing.spec.ts).
  for (const name of ["Get My $5 AI-Powered Listing", "Grade My Current Listing", "Choose Starter", "Miami Beach", "Show the full listing", "URL Analysis", "Privacy"]) {
    expect(seen.some((stop) => stop.includes(name)), `${name} reachable by Tab; the stops: ${seen.join(" | ")}`).toBe(true);
  }
});
