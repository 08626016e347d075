import type { Page } from "@playwright/test";
import { VIEWPORTS, expect, test } from "./fixtures";
import { createConfirmedAccount } from "./support/accounts";
import { createKeyOnDashboard, sendFromConsole, signInAsDeveloperAdmin } from "./support/developer";

// The developer pages at phone and desktop width, light and dark, written to e2e/screenshots/ to be looked at.
const THEMES = ["light", "dark"] as const;

async function useTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem("listinglift-theme", value), theme);
}

async function shoot(page: Page, theme: string, width: string, name: string): Promise<void> {
  if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  // From the top: a page scrolled by a click would put the sticky header in the middle of a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `e2e/screenshots/developer-${theme}-${width}-${name}.png`, fullPage: true });
}

/**
 * A report with calls in it, answered at the network edge: a fresh e2e server has made no model calls (for looking at
 * only; the journey in developer-api.spec.ts reads the real, empty report).
 */
function fakeTokenUsage() {
  const days = Array.from({ length: 30 }, (_, i) => new Date(Date.now() - (29 - i) * 86_400_000).toISOString().slice(0, 10));
  const byDay = days.map((day, i) => {
    const calls = i % 6 === 0 ? 0 : 3 + ((i * 7) % 11);
    return { day, calls, inputTokens: calls * 1850, outputTokens: calls * 920, costMicroUsd: calls * 9_400 };
  });
  const sum = (key: "calls" | "inputTokens" | "outputTokens" | "costMicroUsd") => byDay.reduce((total, d) => total + d[key], 0);
  const totals = { calls: sum("calls"), inputTokens: sum("inputTokens"), outputTokens: sum("outputTokens"), costMicroUsd: sum("costMicroUsd") };
  const share = (fraction: number) => ({
    calls: Math.round(totals.calls * fraction),
    inputTokens: Math.round(totals.inputTokens * fraction),
    outputTokens: Math.round(totals.outputTokens * fraction),
    costMicroUsd: Math.round(totals.costMicroUsd * fraction),
  });
  return {
    from: days[0],
    to: days.at(-1),
    totals,
    byDay,
    byModel: [
      { provider: "anthropic", model: "claude-sonnet-4", ...share(0.7) },
      { provider: "openai", model: "gpt-4.1-mini", ...share(0.3) },
    ],
    byUser: [
      { userId: "u1", email: "bookings@coastal-stays.example", ...share(0.62) },
      { userId: "u2", email: "maria.lopez@example.com", ...share(0.31) },
      { userId: null, email: null, ...share(0.07) },
    ],
  };
}

test("screenshots of the developer pages", async ({ page, browser, consoleErrors }, testInfo) => {
  test.setTimeout(240_000);
  consoleErrors.allow(/status of 40[14]/);
  await createConfirmedAccount(page, testInfo, "Priya Manager");
  await page.goto("/api-dashboard");
  const key = await createKeyOnDashboard(page, "Channel manager");
  const second = await createKeyOnDashboard(page, "Nightly report");
  const third = await createKeyOnDashboard(page, "Owner statements");
  await page.goto("/api-testing");
  await sendFromConsole(page, "Your account", key);
  await sendFromConsole(page, "Grader history", key);

  const admin = await (await browser.newContext()).newPage();
  await signInAsDeveloperAdmin(admin);
  await admin.goto("/");
  await admin.route("**/api/v1/admin/token-usage?*", (route) => route.fulfill({ json: fakeTokenUsage() }));

  // The grader allows 3 analyses an hour per key: the six shots of the console (3 widths, 2 themes) share three keys.
  let shot = 0;
  for (const theme of THEMES) {
    for (const [width, viewport] of Object.entries(VIEWPORTS)) {
      const graderKey = [key, second, third][Math.floor(shot++ / 2)]!;
      await page.setViewportSize(viewport);
      await useTheme(page, theme);
      await page.goto("/api-dashboard");
      await expect(page.getByTestId("requests-total")).toHaveText(/^[1-9]\d* requests?, 0 errors$/);
      await expect(page.getByTestId("chart-requests-per-day").locator("path.recharts-rectangle")).not.toHaveCount(0);
      await shoot(page, theme, width, "api-dashboard");

      await page.goto("/api-testing");
      await sendFromConsole(page, "Grade a listing", graderKey);
      await expect(page.getByTestId("response-status")).toHaveText("200 OK");
      await shoot(page, theme, width, "api-testing");

      await admin.setViewportSize(viewport);
      await useTheme(admin, theme);
      await admin.goto("/token-usage");
      await expect(admin.getByRole("region", { name: "By user" })).toContainText("Deleted user");
      await expect(admin.getByTestId("chart-estimated-cost-per-day").locator("path.recharts-rectangle")).not.toHaveCount(0);
      await shoot(admin, theme, width, "token-usage");
    }
  }
});
