import type { Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_BASE_URL } from "../playwright.config";
import { VIEWPORTS, expect, test } from "./fixtures";
import { PASSWORD } from "./support/accounts";
import { openMailbox } from "./support/outbox";

// The e2e server fetches listing pages from the marketplace stand-in (MARKETPLACE_ORIGIN, see playwright.config.ts),
// which serves the saved pages in fixtures/airbnb-html by listing id. E2E_ADMIN_EMAIL is an admin from sign-up.
const LOFT = { url: "https://www.airbnb.com/rooms/1944564?adults=2", title: "Super Clean Artist Loft above Sculpture Studio" };
const INNISFIL = { url: "https://www.airbnb.ca/rooms/1035103363769989256", title: "Luxury Stay at Friday Harbour Resort Lake Simcoe" };
const NO_LISTING_URL = "https://www.airbnb.com/rooms/9000007";

// A soft grey tile for the marketplace's photo CDN: the test machine has no internet, and a failed image load would
// be a console error.
const PLACEHOLDER_PHOTO = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#d6d3d1"/><circle cx="200" cy="150" r="40" fill="#a8a29e"/></svg>`;

/**
 * Signs the admin in through the API (better-auth wants our Origin). The first time, the account does not exist yet:
 * it signs up and confirms the e-mail from the outbox. (Sign-up answers 200 for a taken address too, so sign-in goes first.)
 */
async function signInAsAdmin(page: Page): Promise<void> {
  const headers = { origin: E2E_BASE_URL };
  const signIn = await page.request.post("/api/auth/sign-in/email", { headers, data: { email: E2E_ADMIN_EMAIL, password: PASSWORD } });
  if (signIn.ok()) return;
  const mailbox = openMailbox(E2E_ADMIN_EMAIL);
  const data = { name: "Scraper Admin", email: E2E_ADMIN_EMAIL, password: PASSWORD, callbackURL: "/verify-email?verified=1" };
  expect((await page.request.post("/api/auth/sign-up/email", { headers, data })).ok()).toBe(true);
  await page.goto((await mailbox.next()).link);
  await expect(page).toHaveURL("/verify-email?verified=1");
}

async function scrape(page: Page, url: string): Promise<void> {
  await page.getByLabel("Airbnb listing URL").fill(url);
  await page.getByRole("button", { name: "Scrape", exact: true }).click();
}

test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.route("https://a0.muscache.com/**", (route) => route.fulfill({ contentType: "image/svg+xml", body: PLACEHOLDER_PHOTO }));
});

test("an admin scrapes a listing: the URL checks, the listing, its raw data, the cache and the error panel", async ({ page, consoleErrors }) => {
  // The page with no listing is answered 502 on purpose; the browser logs that status.
  consoleErrors.allow(/status of 502/);
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAsAdmin(page);
  await page.goto("/airbnb-scraper");
  await expect(page.getByRole("heading", { level: 1, name: "Airbnb Scraper" })).toBeVisible();

  // Spec §5's messages, before any request.
  const field = page.getByLabel("Airbnb listing URL");
  await page.getByRole("button", { name: "Scrape", exact: true }).click();
  await expect(page.getByText("Please enter a URL", { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await scrape(page, "not a url");
  await expect(page.getByText("Please enter a valid URL", { exact: true })).toBeVisible();
  await scrape(page, "https://example.com/rooms/1944564");
  await expect(page.getByText("Please enter an Airbnb listing URL", { exact: true })).toBeVisible();

  await scrape(page, LOFT.url);
  const result = page.getByRole("region", { name: "Scraped listing" });
  await expect(result.getByRole("heading", { name: LOFT.title })).toBeVisible();
  await expect(result.getByText("4.97 · 380 reviews")).toBeVisible();
  await expect(result.getByText("Fetched live")).toBeVisible();
  await expect(result.getByText("Brian (Superhost)")).toBeVisible();
  await expect(result.getByRole("heading", { name: "Amenities (10)" })).toBeVisible();
  await expect(result.getByRole("img", { name: `Photo 1 of 5: ${LOFT.title}` })).toBeVisible();
  await expect(result.getByRole("heading", { name: "First reviews" })).toBeVisible();

  await result.getByText("Normalised listing (JSON)").click();
  await expect(result.locator("pre")).toContainText('"id": "1944564"');

  // The second scrape of the same listing comes from the 24-hour cache.
  await scrape(page, "https://www.airbnb.co.uk/rooms/1944564");
  await expect(result.getByText("From cache")).toBeVisible();

  await scrape(page, NO_LISTING_URL);
  const panel = page.getByRole("alert").filter({ hasText: "No data extracted" });
  await expect(panel).toContainText("Scraper Error");
  await expect(panel).toContainText("Try a different listing URL.");
  await expect(result).toHaveCount(0);
});

test("screenshots of /airbnb-scraper with a listing, desktop and phone", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 502/);
  await signInAsAdmin(page);
  const shoot = (name: string, fullPage = true) => page.screenshot({ path: `e2e/screenshots/light-${name}-airbnb-scraper.png`, fullPage });
  // Desktop first, so it shows a live fetch; the phone then gets the same listing from the cache.
  for (const [name, viewport] of [["desktop", VIEWPORTS.desktop], ["mobile", VIEWPORTS.mobile]] as const) {
    await page.setViewportSize(viewport);
    await page.goto("/airbnb-scraper");
    await scrape(page, INNISFIL.url);
    const result = page.getByRole("region", { name: "Scraped listing" });
    await expect(result.getByRole("heading", { name: INNISFIL.title })).toBeVisible();
    await expect(result.getByRole("img").first()).toHaveJSProperty("complete", true);
    await shoot(name);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot("mobile-top", false);
  await page.getByText("Normalised listing (JSON)").click();
  await page.getByText("Normalised listing (JSON)").scrollIntoViewIfNeeded();
  await shoot("mobile-json", false);
  await scrape(page, NO_LISTING_URL);
  await expect(page.getByRole("alert").filter({ hasText: "No data extracted" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot("mobile-error", false);
});
