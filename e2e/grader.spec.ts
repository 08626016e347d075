import { VIEWPORTS, expect, test } from "./fixtures";
import { gotoHydrated } from "./support/hydration";
import { E2E_LISTING_TEXT, STAND_IN, analyzeTextInPage, graderButtons, openAdminContext, toast } from "../test/support/grader-e2e";

// Visitors get a fresh browser context each test, so a fresh grader cookie and their own 3 analyses an hour. The e2e
// server raises the per-address limit (GRADER_IP_LIMIT), since every test comes from 127.0.0.1. Tests that click or type
// at once wait for React to hydrate the page; typing before it does is e2e/typed-before-hydration.spec.ts's.

test("the grader page: title, both tabs, the URL tab's disabled states, Enter and the Invalid URL toast", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await gotoHydrated(page, "/listing-quality-grader");
  await expect(page.getByRole("heading", { level: 1, name: "Airbnb Listing Quality Grader" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Get My $5 AI-Powered Listing" })).toHaveCount(0);
  await expect(page.getByText("You have used 0 of 3 free analyses per hour")).toBeVisible();
  const ui = graderButtons(page);
  await expect(ui.urlTab).toHaveAttribute("aria-selected", "true");
  await expect(ui.textTab).toBeVisible();

  await expect(ui.analyzeUrl).toBeDisabled();
  await ui.urlField.fill("https://www.airbnb.co.uk/rooms/1944564");
  await expect(ui.analyzeUrl).toBeDisabled();
  let analyses = 0;
  page.on("request", (request) => void (request.url().endsWith("/api/v1/grader/analyze") && analyses++));
  await ui.urlField.press("Enter");
  await ui.urlField.fill("https://www.airbnb.com/");
  await expect(ui.analyzeUrl).toBeEnabled();
  await ui.urlField.press("Enter");
  await expect(toast(page, "Invalid URL", "Please enter a valid Airbnb listing URL.")).toBeVisible();
  await ui.analyzeUrl.click();
  expect(analyses).toBe(0);
  await expect(page.getByText("You have used 0 of 3 free analyses per hour")).toBeVisible();
});

test("the home page's grader section is the same grader", async ({ page }) => {
  await page.goto("/");
  const section = page.locator("#grader");
  await expect(section.getByRole("heading", { level: 2, name: "Airbnb Listing Quality Grader" })).toBeVisible();
  await expect(section.getByRole("tab", { name: "URL Analysis" })).toBeVisible();
  await expect(section.getByRole("tab", { name: "Text Analysis" })).toBeVisible();
});

test("the Text tab: disabled below 50 characters, the toast and the empty-text error, then a visitor's summary", async ({ page }) => {
  await gotoHydrated(page, "/listing-quality-grader");
  const ui = graderButtons(page);
  await ui.textTab.click();
  await expect(ui.analyzeText).toBeDisabled();
  await ui.textField.fill(`  ${"x".repeat(49)}  `);
  await expect(ui.analyzeText).toBeDisabled();
  await ui.textField.press("Control+Enter");
  await expect(toast(page, "Text is too short", "Please enter at least 50 characters for accurate analysis.")).toBeVisible();

  await ui.textField.fill("   ");
  await ui.textField.press("Control+Enter");
  const panel = page.getByRole("alert").filter({ hasText: "Please paste a listing description to analyze." });
  await expect(panel.getByRole("heading", { name: "Error" })).toBeVisible();
  await ui.urlTab.click();
  await panel.getByRole("button", { name: "Try Again" }).click();
  await expect(panel).toHaveCount(0);
  await expect(ui.textTab).toHaveAttribute("aria-selected", "true");
  await expect(ui.textField).toBeFocused();

  await ui.textField.fill(E2E_LISTING_TEXT);
  await expect(ui.analyzeText).toBeEnabled();
  const started = Date.now();
  await ui.analyzeText.click();
  await expect(page.getByRole("button", { name: "Analyzing…" })).toBeDisabled();
  const result = page.getByLabel("Listing quality result");
  await expect(result.getByRole("heading", { name: "Text Analyzed Successfully" })).toBeVisible();
  expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  await expect(result.getByLabel(/^Overall score \d+ out of 100$/)).toBeVisible();
  await expect(result.getByText(/^(Low|Medium|High) quality$/)).toBeVisible();
  // One label for the whole listing: the score's word ("Good") beside the level could disagree with it.
  await expect(result.getByText(/^(Excellent|Good|Average|Needs Work)$/)).toHaveCount(0);
  await expect(result.getByText("Strengths", { exact: true })).toHaveCount(0);
  await expect(page.getByText("You have used 1 of 3 free analyses per hour")).toBeVisible();

  await page.getByText(/^Debug log \(\d+\)$/).click();
  await expect(page.getByText(/Answer in \d+ ms: Text Analyzed Successfully/)).toBeVisible();
});

test("a failed text analysis: the Analysis failed toast and the error panel", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  await page.route("**/api/v1/grader/analyze", (route) =>
    route.fulfill({ status: 500, json: { error: { code: "internal_error", message: "Failed to process listing text" } } }),
  );
  await gotoHydrated(page, "/listing-quality-grader");
  const ui = graderButtons(page);
  await ui.textTab.click();
  await ui.textField.fill(E2E_LISTING_TEXT);
  await ui.analyzeText.click();
  await expect(toast(page, "Analysis failed", "There was an error analyzing your text. Please try again.")).toBeVisible();
  const panel = page.getByRole("alert").filter({ hasText: "Failed to process listing text" });
  await expect(panel.getByRole("heading", { name: "Error", exact: true })).toBeVisible();
});

test("the rate-limit notices and toast after 3 analyses in one browser", async ({ page, consoleErrors }) => {
  test.setTimeout(60_000);
  consoleErrors.allow(/status of 429/);
  await page.goto("/listing-quality-grader");
  await analyzeTextInPage(page);
  await expect(page.getByText("You have used 1 of 3 free analyses per hour")).toBeVisible();
  await analyzeTextInPage(page);
  await expect(page.getByText("You have used 2 of 3 free analyses per hour")).toBeVisible();
  // A third analysis from another tab of this browser: this page still believes one is left.
  expect((await page.request.post("/api/v1/grader/analyze", { data: { text: E2E_LISTING_TEXT } })).status()).toBe(200);

  const ui = graderButtons(page);
  await ui.analyzeText.click();
  await expect(toast(page, "Rate Limit Reached", "You've reached the limit of 3 analyses per hour. Please try again in 60 minutes.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Rate limit reached. Please try again in 60 minute(s)." })).toBeVisible();
  await expect(page.getByText("You have used 3 of 3 free analyses per hour")).toBeVisible();
  await expect(page.getByText("Rate limit reached. Try again in 60 minutes")).toBeVisible();
  await expect(ui.analyzeText).toBeDisabled();
  await ui.urlTab.click();
  await ui.urlField.fill(STAND_IN.loft);
  await expect(ui.analyzeUrl).toBeDisabled();

  await page.reload();
  await expect(page.getByText("Rate limit reached. Try again in 60 minutes")).toBeVisible();
});

test.describe("as an admin", () => {
  test("the full result card, the URL mode through the marketplace stand-in, Enter, and the history", async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await openAdminContext(browser);
    const page = await context.newPage();
    await page.goto("/listing-quality-grader");
    await expect(page.getByText("Admin user: Rate limits bypassed")).toBeVisible();
    await analyzeTextInPage(page);
    const result = page.getByLabel("Listing quality result");
    await expect(result.getByRole("heading", { name: "Text Analyzed Successfully" })).toBeVisible();
    for (const name of ["Title", "Description", "Amenities", "SEO", "Host"]) {
      await expect(result.getByRole("article", { name: `${name} score` })).toBeVisible();
    }
    await expect(result.getByRole("article", { name: "Description score" }).getByText("Issues")).toBeVisible();
    await expect(result.getByText("Suggestions").first()).toBeVisible();
    await expect(result.getByRole("heading", { name: "Marketplace checks" })).toBeVisible();

    const ui = graderButtons(page);
    await ui.urlTab.click();
    for (const url of [STAND_IN.loft, `${STAND_IN.loft}?adults=2`]) {
      await ui.urlField.fill(url);
      await ui.urlField.press("Enter");
      await expect(result.getByText(STAND_IN.loftTitle, { exact: true })).toBeVisible();
      await expect(result.getByRole("heading", { name: "URL Analyzed Successfully" })).toBeVisible();
    }
    const history = page.getByRole("region", { name: "Your past analyses" });
    // Newest first: the second look at the loft, with the loft's score over time (the same both times).
    const latest = history.getByRole("listitem").first();
    await expect(latest.getByText(STAND_IN.loftTitle)).toBeVisible();
    await expect(latest.getByText(/^Airbnb listing 1944564 · /)).toBeVisible();
    await expect(latest.getByText(/^Score over time: (\d+) → \1$/)).toBeVisible();
    await expect(history.getByRole("listitem").nth(2).getByText(/^Pasted text · /)).toBeVisible();
    const improve = history.getByRole("link", { name: "Improve this listing" }).first();
    await expect(improve).toHaveAttribute("href", /^\/create-listing\?fromGrade=[0-9a-f-]{36}$/);
    await context.close();
  });

  test("each error panel, with its toast, and Try Again back to the URL tab", async ({ browser }) => {
    test.setTimeout(60_000);
    const context = await openAdminContext(browser);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    await gotoHydrated(page, "/listing-quality-grader");
    const ui = graderButtons(page);
    const cases = [
      [STAND_IN.noListing, "Scraper Error", "No data extracted", "Analysis Error"],
      [STAND_IN.serverError, "Service Unavailable", "We couldn't reach Airbnb just now, so this analysis was not counted.", "Couldn't reach Airbnb"],
      [STAND_IN.notHtml, "API Response Error", "Airbnb answered with application/json, not a web page.", "API Response Error"],
      [STAND_IN.outside, "Error", "Only Airbnb pages are fetched; evil.example.com is not one.", "Analysis Error"],
    ] as const;
    for (const [url, title, message, toastTitle] of cases) {
      await ui.urlField.fill(url);
      await ui.analyzeUrl.click();
      const panel = page.getByRole("alert").filter({ hasText: message });
      await expect(panel.getByRole("heading", { name: title, exact: true })).toBeVisible();
      await expect(toast(page, toastTitle).last()).toBeVisible();
      if (title === "Scraper Error") await expect(panel.getByText("The listing may be private or no longer available")).toBeVisible();
      await panel.getByRole("button", { name: "Try Again" }).click();
      await expect(panel).toHaveCount(0);
      await expect(ui.urlField).toBeFocused();
    }

    await page.route("**/api/v1/grader/analyze", (route) => route.abort("failed"));
    await ui.urlField.fill(STAND_IN.loft);
    await ui.analyzeUrl.click();
    const offline = page.getByRole("alert").filter({ hasText: "Network error" });
    await expect(offline.getByRole("heading", { name: "Network Error" })).toBeVisible();
    await expect(offline.getByText("Check your internet connection")).toBeVisible();
    await expect(toast(page, "Connection Error", "Could not connect to the scraper. Please try again later.")).toBeVisible();
    expect(errors.every((e) => /status of 502|ERR_FAILED/.test(e))).toBe(true);
    await context.close();
  });
});
