import { E2E_BASE_URL } from "../playwright.config";
import { VIEWPORTS, expect, test } from "./fixtures";
import { createConfirmedAccount } from "./support/accounts";
import { createKeyOnDashboard, sendFromConsole, signInAsDeveloperAdmin } from "./support/developer";

// The developer API end to end: a key made on the dashboard, used from the console, seen on the chart, revoked.

test("create a key, call the API with it from the console, see the call on the dashboard, revoke the key", async ({ page, consoleErrors }, testInfo) => {
  test.setTimeout(90_000);
  // The console shows refused calls on purpose; the browser logs their status.
  consoleErrors.allow(/status of 401/);
  const account = await createConfirmedAccount(page, testInfo, "Priya Manager");

  await page.goto("/api-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "API Dashboard" })).toBeVisible();
  await expect(page.getByText("No API keys yet.")).toBeVisible();
  await expect(page.getByTestId("requests-total")).toHaveText("0 requests, 0 errors");
  const key = await createKeyOnDashboard(page, "Channel manager");
  const row = page.getByRole("list", { name: "Your API keys" }).getByRole("listitem", { name: "Channel manager" });
  await expect(row).toContainText("Active");
  await expect(row).toContainText(`${key.slice(0, 14)}…`);
  await expect(row).toContainText("Last used Never");
  // The key is not shown again anywhere on the page.
  await expect(page.getByText(key)).toHaveCount(0);

  // The console: the account, as the key (no session cookie goes with it).
  await page.goto("/api-testing");
  await expect(page.getByLabel("JSON body")).toBeHidden();
  await sendFromConsole(page, "Your account", key);
  await expect(page.getByTestId("response-status")).toHaveText("200 OK");
  await expect(page.getByTestId("response-time")).toHaveText(/^\d+ ms$/);
  await expect(page.getByTestId("response-body")).toContainText(`"email": "${account.email}"`);
  await page.getByText(/^Headers \(\d+\)$/).click();
  await expect(page.getByTestId("console-response").getByText("x-ratelimit-limit")).toBeVisible();

  // A POST with its example body; bad JSON is caught before sending.
  await page.getByLabel("Endpoint").selectOption({ label: "Grade a listing" });
  const body = page.getByLabel("JSON body");
  await expect(body).toHaveValue(/"text": "Sunny two-bedroom loft in Lisbon/);
  await body.fill('{"text": ');
  await expect(page.getByText(/^This is not valid JSON/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send request" })).toBeDisabled();
  await page.getByLabel("Endpoint").selectOption({ label: "Your account" });
  await page.getByLabel("Endpoint").selectOption({ label: "Grade a listing" });
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("response-status")).toHaveText("200 OK");
  await expect(page.getByTestId("response-body")).toContainText('"message": "Text Analyzed Successfully"');

  // The dashboard counts the two calls and draws them; the key was used just now.
  await page.goto("/api-dashboard");
  await expect(page.getByTestId("requests-total")).toHaveText("2 requests, 0 errors");
  await expect(page.getByTestId("chart-requests-per-day").locator("path.recharts-rectangle")).not.toHaveCount(0);
  await expect(row).not.toContainText("Last used Never");

  // Revoke, after the confirmation; the console's next call with it is refused.
  await row.getByRole("button", { name: "Revoke the key Channel manager" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Revoke “Channel manager”?");
  await confirm.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByText("API key revoked")).toBeVisible();
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button", { name: /Revoke/ })).toHaveCount(0);

  await page.goto("/api-testing");
  await sendFromConsole(page, "Your account", key);
  await expect(page.getByTestId("response-status")).toHaveText("401 Unauthorized");
  await expect(page.getByTestId("response-body")).toContainText('"code": "invalid_api_key"');
  // The session still works.
  await sendFromConsole(page, "Your account", null);
  await expect(page.getByTestId("response-status")).toHaveText("200 OK");
});

test("an admin reaches token usage from the side navigation's Developer section, reads it and exports it as CSV", async ({ page }) => {
  // Signing in as the admin takes most of the default 30 s on a slow machine (28 s seen; it failed once under load).
  test.setTimeout(60_000);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAsDeveloperAdmin(page);
  // Spec §2: the Developer section (admins only) on the API pages, where Quick Actions are hidden (a route with /api-).
  await page.goto("/api-dashboard");
  const sideNav = page.getByRole("complementary").getByRole("navigation", { name: "Dashboard" });
  await expect(sideNav.getByRole("heading", { name: "Developer" })).toBeVisible();
  await expect(sideNav.getByRole("link", { name: "API Dashboard", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(sideNav.getByRole("link", { name: "API Testing", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Quick actions" })).toBeHidden();
  await sideNav.getByRole("link", { name: "Token Usage", exact: true }).click();
  await expect(page).toHaveURL("/token-usage");
  await expect(page.getByRole("heading", { level: 1, name: "Token Usage" })).toBeVisible();
  await expect(page.getByText("Model calls", { exact: true })).toBeVisible();
  // A fresh e2e server has made no model calls (the offline writer makes none).
  await expect(page.getByText(/^No model calls from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\./)).toBeVisible();
  await page.getByRole("button", { name: "Last 7 days" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^listinglift-token-usage-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await import("node:fs")).promises.readFile((await download.path())!, "utf8");
  expect(text).toBe("day,provider,model,user_email,calls,input_tokens,output_tokens,estimated_cost_usd\r\n");
});

test("the API reference renders at /api/docs from the generated document, with no console error", async ({ page }) => {
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(E2E_BASE_URL) && !request.url().startsWith("data:")) elsewhere.push(request.url());
  });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto("/api/docs");
  await expect(page).toHaveTitle(/ListingLift API reference/);
  // Scalar's page when @scalar/api-reference is installed, else the plain list: both name the API and its operations.
  await expect(page.getByRole("heading", { name: /^ListingLift API/ }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("The signed-in user's account").first()).toBeVisible();
  const document = await (await page.request.get("/api/v1/openapi.json")).json();
  expect(document.openapi).toBe("3.1.0");
  expect(elsewhere, "requests to other origins").toEqual([]);
  await page.screenshot({ path: "e2e/screenshots/developer-light-desktop-api-docs.png" });
});
