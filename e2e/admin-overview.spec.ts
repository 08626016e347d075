import type { Browser, Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { analyzeTextInPage, openAdminContext } from "../test/support/grader-e2e";
import { VIEWPORTS, expect, test } from "./fixtures";
import { createConfirmedAccount } from "./support/accounts";

// The admin's site overview on /dashboard?tab=site, after some traffic. The e2e database is shared by the whole run,
// so counts are checked as "at least what this test did".

const CHARTS = ["page-views", "activity", "credits-sold", "top-paths"];

/** A visitor reads a few pages (each load reports a page view) and grades a pasted listing. */
async function visitAsVisitor(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const path of ["/", "/pricing", "/blog", "/pricing"]) {
    const reported = page.waitForResponse((r) => r.url().endsWith("/api/v1/page-views") && r.status() === 204);
    await page.goto(path);
    await reported;
  }
  await page.goto("/listing-quality-grader");
  await analyzeTextInPage(page);
  await context.close();
}

async function expectCharts(page: Page): Promise<void> {
  for (const chart of CHARTS) {
    // recharts draws one <svg> per chart once it knows its width; the lines and bars are paths inside it.
    // The overview's data and recharts' own chunk both load after the page: on a loaded 2-core machine (CI runs every
    // stage on one) they have come in after 15 s; only a failure waits the longer time.
    await expect(page.getByTestId(`chart-${chart}`).locator("svg.recharts-surface").first()).toBeVisible({ timeout: 30_000 });
  }
  await expect(page.getByTestId("chart-page-views").locator(".recharts-area-area")).toBeVisible();
}

test("an admin reads page views, sign-ups, analyses and credits sold, with charts, the numbers and a date range", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  await visitAsVisitor(browser);

  // A host signs up and buys the Launch Special (demo payments on the e2e server): a sign-up and a credit sold today.
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await createConfirmedAccount(host, testInfo, "Nadia Host");
  const bought = await host.request.post("/api/v1/billing/checkout", { headers: { origin: E2E_BASE_URL }, data: { plan: "launch_special" } });
  expect(bought.status(), await bought.text()).toBe(200);
  // A host has one dashboard: no view links, and ?tab=site is their own dashboard.
  await host.goto("/dashboard?tab=site");
  await expect(host.getByRole("heading", { name: "Your credits" })).toBeVisible();
  await expect(host.getByRole("navigation", { name: "Dashboard views" })).toHaveCount(0);
  expect((await host.request.get("/api/v1/admin/overview")).status()).toBe(403);
  await hostContext.close();

  const context = await openAdminContext(browser);
  const page = await context.newPage();
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard views" }).getByRole("link", { name: "Site overview" }).click();
  await expect(page).toHaveURL("/dashboard?tab=site");
  await expect(page.getByRole("heading", { level: 2, name: "Site overview" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Site overview" })).toHaveAttribute("aria-current", "page");
  await expectCharts(page);

  const total = async (label: string) => Number((await page.locator("dl > div", { hasText: label }).locator("dd").first().innerText()).replace(/,/g, ""));
  expect(await total("Page views")).toBeGreaterThanOrEqual(5);
  expect(await total("Sign-ups")).toBeGreaterThanOrEqual(2);
  expect(await total("Analyses")).toBeGreaterThanOrEqual(1);
  expect(await total("Listing credits sold")).toBeGreaterThanOrEqual(1);
  // Which paths lead depends on every spec of the run (one e2e database): the chart names some.
  await expect(page.getByTestId("chart-top-paths")).toContainText("/");
  await expect(page.locator("#page-views-summary")).toContainText(/Page views: [\d,]+ in all; most on /);

  // The numbers behind the charts, today's row included.
  await page.getByText("The numbers, day by day").click();
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Listing credits sold" })).toBeVisible();
  const today = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date());
  await expect(table.getByRole("rowheader", { name: today })).toBeVisible();

  // A preset, then a range that cannot be shown: said in words, not applied.
  await page.getByRole("button", { name: "7 days" }).click();
  await expect(page.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/tab=site&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(table.getByRole("row")).toHaveCount(8);
  await page.getByLabel("From").fill("2099-01-01");
  await expect(page.getByText("The start date must be on or before the end date.")).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(8);
  await page.getByLabel("From").fill("2025-01-01");
  await page.getByLabel("To").fill("2025-01-31");
  await expect(page.getByText("The start date must be on or before the end date.")).toHaveCount(0);
  await expect(table.getByRole("row")).toHaveCount(32);
  await expect(page.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "false");
  await context.close();
});

// The overview at phone and desktop width, light and dark, written to e2e/screenshots/ to be looked at.
for (const theme of ["light", "dark"] as const) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`admin overview screenshot ${theme} ${width}`, async ({ browser }) => {
      test.setTimeout(60_000);
      const context = await openAdminContext(browser);
      await context.addInitScript((value) => window.localStorage.setItem("listinglift-theme", value), theme);
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      await page.goto("/dashboard?tab=site");
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expectCharts(page);
      await page.mouse.move(0, 0);
      await page.screenshot({ path: `e2e/screenshots/${theme}-${width}-admin-overview.png`, fullPage: true });
      await context.close();
    });
  }
}
