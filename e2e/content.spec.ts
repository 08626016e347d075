import fs from "node:fs";
import path from "node:path";
import { E2E_BASE_URL } from "../playwright.config";
import { decodeQuotedPrintable } from "../test/support/mime-message";
import { VIEWPORTS, expect, test } from "./fixtures";
import { gotoHydrated, scrollToHydratedPart } from "./support/hydration";

// The blog, the user guide, Support, Privacy and Terms, against the built server (the logo page: content-logo.spec.ts).
// E-mails are read from this run's own data folder (E2E_DATA_DIR), so a run on another port reads its own outbox.
const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? "data/e2e", "outbox");
const SUPPORT_EMAIL = "support@listinglift.local";

function outboxFiles(address: string): string[] {
  if (!fs.existsSync(OUTBOX)) return [];
  return fs.readdirSync(OUTBOX).filter((name) => name.endsWith(`-${address}.eml`)).sort();
}

/** The raw text of the support e-mail whose subject is "Support: <subject>", once the server has written it. */
async function waitForSupportEmail(subject: string): Promise<string> {
  let found = "";
  await expect
    .poll(() => {
      for (const name of outboxFiles(SUPPORT_EMAIL)) {
        const raw = fs.readFileSync(path.join(OUTBOX, name), "utf8");
        if (raw.includes(`Subject: Support: ${subject}`) && raw.includes("text/plain")) found = decodeQuotedPrintable(raw);
      }
      return found;
    }, { message: `a support e-mail "${subject}" in ${OUTBOX}`, timeout: 10_000 })
    .not.toBe("");
  return found;
}

test.describe("blog", () => {
  test("lists the articles with date and reading time, links the RSS feed, and opens a post with related articles", async ({ page }) => {
    await page.goto("/blog");
    await expect(page).toHaveTitle("Blog | ListingLift");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", "/blog/rss.xml");
    const cards = page.getByRole("main").getByRole("article");
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    await expect(cards.first().locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
    await expect(cards.first()).toContainText(/\d+ min read/);

    await page.getByRole("link", { name: "House Rules Guests Actually Read (and Follow)" }).click();
    await expect(page).toHaveURL("/blog/writing-house-rules");
    await expect(page.getByRole("heading", { level: 1, name: "House Rules Guests Actually Read (and Follow)" })).toBeVisible();
    await expect(page).toHaveTitle("House Rules Guests Actually Read (and Follow) | ListingLift");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Short, specific house rules/);
    await expect(page.getByRole("main")).toContainText(/By The ListingLift team· .+· \d+ min read/);
    await expect(page.getByRole("heading", { level: 2, name: "Use the marketplace's own fields first" })).toBeVisible();
    const related = page.getByRole("region", { name: "Related articles" });
    await expect(related.getByRole("article")).toHaveCount(3);

    await related.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("House Rules Guests Actually Read (and Follow)");
  });

  test("a link inside an article moves within the app, without reloading it", async ({ page }) => {
    await page.goto("/blog/airbnb-listing-title-50-characters");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("main").getByRole("link", { name: "local points of interest" }).click();
    await expect(page).toHaveURL("/blog/local-points-of-interest-walking-minutes");
    await expect(page.getByRole("heading", { level: 1, name: "Nearby Places in Your Listing: Walking Minutes Guests Can Trust" })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("serves the post's text, title and description in the HTML, without JavaScript", async ({ request }) => {
    const html = await (await request.get("/blog/marketplace-content-rules")).text();
    expect(html).toContain("<title>Airbnb, Vrbo and Booking.com: The Content Rules Your Listing Must Follow | ListingLift</title>");
    expect(html).toContain("it must be at least 20 characters, so a bare");
    expect(html).toContain('"@type":"BlogPosting"');
  });

  test("an unknown article is a 404 that says so and asks search engines not to index it", async ({ page, consoleErrors }) => {
    // The browser reports the page's own 404 status as a console error: that status is the point here.
    consoleErrors.allow(/status of 404/);
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Article not found" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.getByRole("link", { name: "Back to the blog" }).click();
    await expect(page).toHaveURL("/blog");
  });

  test("the RSS feed lists every article with absolute links", async ({ request }) => {
    const res = await request.get("/blog/rss.xml");
    expect(res.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await res.text();
    expect(xml.match(/<item>/g)?.length).toBeGreaterThanOrEqual(5);
    expect(xml).toContain(`<link>${E2E_BASE_URL}/blog/writing-house-rules</link>`);
  });
});

test.describe("user guide, privacy and terms", () => {
  test("the user guide has a table of contents that jumps to each section", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto("/user-guide");
    await expect(page.getByRole("heading", { level: 1, name: "User Guide" })).toBeVisible();
    const toc = page.getByRole("navigation", { name: "On this page" });
    for (const name of ["Getting started", "Grade a listing", "Create a listing", "Marketplaces and their rules", "Credits and pricing", "The developer API", "Your account"]) {
      await expect(toc.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await toc.getByRole("link", { name: "Credits and pricing", exact: true }).click();
    await expect(page).toHaveURL("/user-guide#credits-and-pricing");
    await expect(page.getByRole("heading", { level: 2, name: "Credits and pricing" })).toBeInViewport();
    const screenshot = page.getByRole("img", { name: /The Airbnb Listing Quality Grader/ });
    await screenshot.scrollIntoViewIfNeeded();
    await expect.poll(() => screenshot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("on a phone the table of contents folds above the text", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto("/privacy");
    const toc = page.getByRole("navigation", { name: "On this page" });
    await expect(toc.getByRole("link", { name: "Cookies and browser storage" })).toBeHidden();
    await toc.getByText("On this page").click();
    await toc.getByRole("link", { name: "Cookies and browser storage" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Cookies and browser storage" })).toBeInViewport();
  });

  test("moving to them within the app fetches each page's prerendered data (decision 052) and shows it as a page load does", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const steps = [
      { url: "/user-guide", title: "User Guide", heading: "Credits and pricing", id: "credits-and-pricing", link: () => page.getByRole("main").getByRole("link", { name: /^User guide/ }) },
      { url: "/privacy", title: "Privacy", heading: "Cookies and browser storage", id: "cookies-and-browser-storage", link: () => page.getByRole("main").getByRole("link", { name: "privacy page", exact: true }) },
      { url: "/terms", title: "Terms", heading: "What ListingLift does", id: "what-listinglift-does", link: () => page.locator("#site-footer").getByRole("link", { name: "Terms" }) },
    ];
    for (const { url, title, heading, id, link } of steps) {
      if (url === "/terms") await scrollToHydratedPart(page, "#site-footer");
      const data = page.waitForResponse((response) => new URL(response.url()).pathname === `${url}.data`);
      await link().click();
      expect((await data).status()).toBe(200);
      await expect(page).toHaveURL(url);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | ListingLift`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.getByRole("heading", { level: 2, name: heading })).toHaveAttribute("id", id);
      await expect(page.getByRole("navigation", { name: "On this page" }).getByRole("link", { name: heading, exact: true })).toHaveAttribute("href", `#${id}`);
    }
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  for (const [url, title] of [["/privacy", "Privacy"], ["/terms", "Terms"]] as const) {
    test(`${url} is dated and points to Support`, async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByRole("main").locator("time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await page.getByRole("main").getByRole("link", { name: "Support page" }).last().click();
      await expect(page).toHaveURL("/contact");
      await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
    });
  }
});

test.describe("support form", () => {
  test("checks the fields before sending, then sends the message to the support inbox", async ({ page }, testInfo) => {
    // Send is clicked at once: before hydration the browser would send the form itself and reload the page.
    await gotoHydrated(page, "/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please enter your name.")).toBeVisible();
    await expect(page.getByText("Please enter your e-mail address.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name" })).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute("aria-invalid", "true");

    const subject = `Vrbo headline question ${testInfo.testId.slice(0, 8)}-${Date.now()}`;
    await page.getByRole("textbox", { name: "Name" }).fill("Ana Ruiz");
    await page.getByRole("textbox", { name: "E-mail" }).fill("ana");
    await page.getByRole("textbox", { name: "Subject" }).fill(subject);
    await page.getByRole("textbox", { name: "Message" }).fill("Too short");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Please enter a valid e-mail address.")).toBeVisible();
    await expect(page.getByText("Please write at least 20 characters, so we can help.")).toBeVisible();

    await page.getByRole("textbox", { name: "E-mail" }).fill("ana@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill("Vrbo refuses my headline as too short. What is the minimum?");
    await expect(page.getByText("59 / 5,000")).toBeVisible();
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeFocused();
    await expect(page.getByText("we will reply to ana@example.com")).toBeVisible();

    const email = await waitForSupportEmail(subject);
    expect(email).toContain("From: Ana Ruiz <ana@example.com>");
    // Support answers with the Reply button: the e-mail comes from the mailer but replies go to the sender.
    expect(email).toMatch(/^Reply-To: Ana Ruiz <ana@example\.com>$/m);
    expect(email).toContain("Vrbo refuses my headline as too short. What is the minimum?");

    await page.getByRole("button", { name: "Send another message" }).click();
    await expect(page.getByRole("textbox", { name: "Subject" })).toHaveValue("");
  });

  test("keeps the honeypot out of sight and out of the keyboard's way", async ({ page }) => {
    await page.goto("/contact");
    const trap = page.locator('input[name="website"]');
    await expect(trap).toHaveAttribute("tabindex", "-1");
    await expect(trap).not.toBeInViewport();
    await page.getByRole("textbox", { name: "Message" }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "privacy page", exact: true })).toBeFocused();
  });
});
