import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect } from "../../e2e/fixtures";
import { waitForHydration } from "../../e2e/support/hydration";
import { openMailbox } from "../../e2e/support/outbox";
import { E2E_BASE_URL, E2E_GRADER_ADMIN_EMAIL } from "../../playwright.config";

/** A pasted listing long enough to analyse (spec §5). */
export const E2E_LISTING_TEXT = [
  "Sunny loft in Lisbon, Portugal with river views",
  "A bright and quiet loft, five minutes' walk from the river, cafes and the metro station. Fully equipped kitchen.",
  "Amenities:",
  "- Wifi",
  "- Kitchen",
  "- Washer",
].join("\n");

/** Saved pages of the marketplace stand-in (MARKETPLACE_ORIGIN, test/support/marketplace-stand-in.ts). */
export const STAND_IN = {
  loft: "https://www.airbnb.com/rooms/1944564",
  loftTitle: "Super Clean Artist Loft above Sculpture Studio",
  noListing: "https://www.airbnb.com/rooms/9000007",
  serverError: "https://www.airbnb.com/rooms/9000010",
  notHtml: "https://www.airbnb.com/rooms/9000006",
  outside: "https://www.airbnb.com/rooms/9000002",
} as const;

const PASSWORD = "correct horse battery";
// Beside the e2e server's data (wiped when the server starts), so a session never outlives its database.
const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? "data/e2e");
const STATE_FILE = path.join(DATA_DIR, "grader-admin-state.json");
const LOCK_FILE = path.join(DATA_DIR, "grader-admin.lock");

/** Signs the grader's admin up, confirms the address from the outbox (which signs it in) and saves the session. */
async function signUpAdmin(browser: Browser): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const mailbox = openMailbox(E2E_GRADER_ADMIN_EMAIL);
  const data = { name: "Grader Admin", email: E2E_GRADER_ADMIN_EMAIL, password: PASSWORD, callbackURL: "/verify-email?verified=1" };
  const signUp = await page.request.post("/api/auth/sign-up/email", { headers: { origin: E2E_BASE_URL }, data });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await page.goto((await mailbox.next()).link);
  await expect.poll(async () => (await (await page.request.get("/api/v1/session")).json()).user?.role).toBe("admin");
  fs.writeFileSync(`${STATE_FILE}.tmp`, JSON.stringify(await context.storageState()));
  fs.renameSync(`${STATE_FILE}.tmp`, STATE_FILE);
  await context.close();
}

/**
 * A browser context signed in as the grader's e2e admin (ADMIN_EMAILS in playwright.config.ts). One worker signs the
 * account up (a lock file decides which); every context reuses the saved session.
 */
export async function openAdminContext(browser: Browser): Promise<BrowserContext> {
  if (!fs.existsSync(STATE_FILE)) {
    fs.mkdirSync(DATA_DIR, { recursive: true });
    let lock: number | undefined;
    try {
      lock = fs.openSync(LOCK_FILE, "wx");
    } catch {
      lock = undefined;
    }
    if (lock !== undefined) await signUpAdmin(browser).finally(() => fs.closeSync(lock));
    else await expect.poll(() => fs.existsSync(STATE_FILE), { timeout: 30_000 }).toBe(true);
  }
  return browser.newContext({ storageState: STATE_FILE });
}

export function graderButtons(page: Page) {
  return {
    urlField: page.getByLabel("Airbnb listing URL"),
    analyzeUrl: page.getByRole("button", { name: /Analyze Listing|Analyzing…/ }),
    textField: page.getByLabel("Listing description"),
    analyzeText: page.getByRole("button", { name: /Analyze Text|Analyzing…/ }),
    urlTab: page.getByRole("tab", { name: "URL Analysis" }),
    textTab: page.getByRole("tab", { name: "Text Analysis" }),
  };
}

/** Analyses pasted text through the page and waits for the result. */
export async function analyzeTextInPage(page: Page, text = E2E_LISTING_TEXT): Promise<void> {
  // The tabs are React's: a click on "Text Analysis" before the page is hydrated is lost.
  await waitForHydration(page);
  const ui = graderButtons(page);
  await ui.textTab.click();
  await ui.textField.fill(text);
  await ui.analyzeText.click();
  await expect(page.getByLabel("Listing quality result")).toBeVisible();
}

/** A sonner toast with this title (and description, when given). */
export function toast(page: Page, title: string, description?: string) {
  const item = page.locator("[data-sonner-toast]").filter({ hasText: title });
  return description ? item.filter({ hasText: description }) : item;
}
