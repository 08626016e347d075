import type { Page } from "@playwright/test";
import { E2E_BASE_URL } from "../playwright.config";
import { VIEWPORTS, expect, test } from "./fixtures";
import { createConfirmedAccount } from "./support/accounts";
import { gotoHydrated, holdRequests, hydrateWholePage, scrollToHydratedPart, waitForHydration } from "./support/hydration";
import { STAND_IN } from "../test/support/grader-e2e";

// The home page of spec §2 against the built server: the hero's buttons, the sections, the sample listings' tabs,
// expanders and small-screen buttons, and what a crawler gets without running JavaScript.

const section = (page: Page, id: string) => page.locator(`section#${id}`);

test.describe("hero", () => {
  test("a visitor's main button opens the sign-up form; Grade My Current Listing scrolls to the grader and moves the focus there", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Get My $5 AI-Powered Listing" })).toHaveAttribute("href", "/auth?signup=true&redirect=%2Fcreate-listing");
    await expect(section(page, "grader")).not.toBeInViewport();
    await page.getByRole("link", { name: "Grade My Current Listing" }).click();
    await expect(section(page, "grader")).toBeInViewport();
    await expect(section(page, "grader")).toBeFocused();
    await expect(page).toHaveURL("/#grader");
    await page.getByRole("link", { name: "Get My $5 AI-Powered Listing" }).click();
    // A visitor who wants the $5 listing has no account yet: the sign-up form, which then leads to the listing form.
    await expect(page).toHaveURL("/auth?signup=true&redirect=%2Fcreate-listing");
    await expect(page.getByRole("heading", { name: "Create your account", level: 1 })).toBeVisible();
  });

  test("on a phone the smooth scroll ends with the grader's band at the top of the screen, below the header", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await gotoHydrated(page, "/");
    // The bands between the hero and the grader are drawn only as they near the viewport (content-visibility): until
    // then they count as 1,000 px each, and a scroll that let them take their real heights on the way would end short.
    await page.getByRole("link", { name: "Grade My Current Listing" }).click();
    const settledTop = async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(300);
      const after = await page.evaluate(() => window.scrollY);
      return before === after ? page.evaluate(() => Math.round(document.getElementById("grader")!.getBoundingClientRect().top)) : null;
    };
    // scroll-mt-20: the band stops 80 px down, under the sticky header.
    await expect.poll(settledTop, { timeout: 10_000 }).toBe(80);
  });

  test("with reduced motion the jump to the grader is immediate", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await page.getByRole("link", { name: "Grade My Current Listing" }).click();
    // No smooth scrolling: the page is where it ends at once, not after an animation.
    const first = await page.evaluate(() => window.scrollY);
    await page.waitForTimeout(700);
    expect(first).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(first);
    await expect(section(page, "grader")).toBeInViewport();
  });

  test("a signed-in user's main button goes to /create-listing", async ({ page }, testInfo) => {
    test.setTimeout(60_000);
    await createConfirmedAccount(page, testInfo);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Get My $5 AI-Powered Listing" })).toHaveAttribute("href", "/create-listing");
  });
});

test("below the fold, the footer loads its code only as it nears the viewport, and then works; the grader works", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  const loaded: string[] = [];
  page.on("request", (request) => {
    const file = /\/assets\/(listing-grader|footer)-[\w-]+\.js$/u.exec(new URL(request.url()).pathname)?.[1];
    if (file !== undefined) loaded.push(file);
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // The prerendered HTML is there at once; the footer's code is not asked for while the hero fills the screen.
  await expect(section(page, "grader")).toHaveCount(1);
  expect(loaded).not.toContain("footer");

  await section(page, "grader").scrollIntoViewIfNeeded();
  await expect.poll(() => loaded).toContain("listing-grader");
  const url = page.getByLabel("Airbnb listing URL");
  await url.fill(STAND_IN.loft);
  await expect(page.getByRole("button", { name: "Analyze Listing" })).toBeEnabled();

  await scrollToHydratedPart(page, "#site-footer");
  expect(loaded).toContain("footer");
  // Hydrated: Back to top scrolls by script, without the #top the plain link would add to the address.
  await page.locator("footer").getByRole("link", { name: "Back to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveURL("/");
});

test("on a phone the grader's code waits until it nears the viewport; before it arrives its chosen tab is a tab stop, and keeps the focus when it does", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  const graderCode = await holdRequests(page, "**/assets/listing-grader-*.js");
  let asked = false;
  page.on("request", (request) => void (/\/assets\/listing-grader-[\w-]+\.js$/u.test(request.url()) && (asked = true)));
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  expect(asked, "the grader's code asked for while the hero fills the screen").toBe(false);

  // From the hero's last link, Tab moves on until the grader's tabs: the chosen one takes the focus, with its ring.
  const urlTab = page.getByRole("tab", { name: "URL Analysis" });
  for (let i = 0; i < 80 && !(await urlTab.evaluate((tab) => tab === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(urlTab).toBeFocused();
  expect(await urlTab.evaluate((tab) => getComputedStyle(tab).boxShadow)).not.toBe("none");
  await expect(page.locator("section#grader")).not.toHaveAttribute("data-hydrated");

  await graderCode.release();
  await expect(page.locator("section#grader")).toHaveAttribute("data-hydrated", "");
  await expect(urlTab).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Text Analysis" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Text Analysis" })).toHaveAttribute("aria-selected", "true");
  await waitForHydration(page);
});

test("the chosen tab of the sample listings and of the grader is a tab stop before, during and after hydration", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  // Every tabindex a tab takes, from the prerendered HTML on: Radix makes a tab a stop only once it has had the focus,
  // and for a moment after hydration neither its list nor any tab was one, so Tab skipped the grader's tabs.
  await page.addInitScript(() => {
    const taken = new Map<string, string[]>();
    (window as unknown as { tabIndexesTaken: Map<string, string[]> }).tabIndexesTaken = taken;
    const note = (tab: Element, value: string | null) => {
      const name = tab.textContent?.trim() ?? "";
      taken.set(name, [...(taken.get(name) ?? []), String(value)]);
    };
    document.addEventListener("DOMContentLoaded", () => {
      for (const tab of document.querySelectorAll('[role="tab"]')) note(tab, tab.getAttribute("tabindex"));
      new MutationObserver((records) => {
        for (const record of records) note(record.target as Element, (record.target as Element).getAttribute("tabindex"));
      }).observe(document.body, { subtree: true, attributeFilter: ["tabindex"] });
    });
  });
  await page.goto("/");
  await hydrateWholePage(page);
  const taken = await page.evaluate(() => Object.fromEntries((window as unknown as { tabIndexesTaken: Map<string, string[]> }).tabIndexesTaken));
  expect(taken["Miami Beach"], "the chosen sample listing's tab").toEqual(["0"]);
  expect(taken["Aspen Chalet"], "another sample listing's tab").toEqual(["-1"]);
  expect(taken["URL Analysis"], "the grader's chosen tab").toEqual(["0"]);
  expect(taken["Text Analysis"], "the grader's other tab").toEqual(["-1"]);

  // Chosen by a click, the other tab becomes the stop.
  await page.getByRole("tab", { name: "Text Analysis" }).click();
  await expect(page.getByRole("tab", { name: "Text Analysis" })).toHaveAttribute("tabindex", "0");
  await expect(page.getByRole("tab", { name: "URL Analysis" })).toHaveAttribute("tabindex", "-1");
  // Shift+Tab leaves the list at once, past the other tab and the list itself.
  await expect(page.getByRole("tab", { name: "Text Analysis" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(page.getByRole("link", { name: "Create your listing" })).toBeFocused();
});

test("the site's style sheet is linked once, after every lazily loaded part of the page has arrived", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.mobile);
  const graderCode = page.waitForResponse((response) => /\/assets\/listing-grader-[\w-]+\.js$/u.test(new URL(response.url()).pathname));
  await gotoHydrated(page, "/");
  await scrollToHydratedPart(page, "#landing-sections");
  await section(page, "grader").scrollIntoViewIfNeeded();
  await graderCode;
  await scrollToHydratedPart(page, "#site-footer");
  await page.waitForLoadState("networkidle");
  // A second link to the same sheet (as Vite's preload helper once added for the lazy parts) is a style pass over
  // the whole page for nothing (docs/decisions/059, amended in stop 35).
  const sheets = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(sheets).toHaveLength(1);
  expect(sheets[0]).toMatch(/^\/assets\/root-[\w-]+\.css$/u);
});

test.describe("sections", () => {
  test("How it works has the seven feature cards; three host stories; the pricing teaser's plans all lead to /pricing", async ({ page }) => {
    await page.goto("/");
    const cards = section(page, "how-it-works").getByRole("listitem");
    await expect(cards).toHaveCount(7);
    for (const title of ["Property insights", "Complete listings", "Flexible credits", "SEO-optimised", "Local highlights", "Unique content", "Instant results"]) {
      await expect(section(page, "how-it-works").getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(section(page, "testimonials").locator("figure")).toHaveCount(3);
    await expect(section(page, "testimonials").getByText("The names are examples, not customers.")).toBeVisible();

    const pricing = section(page, "pricing");
    for (const plan of ["Launch Special", "Starter", "Bulk Credits"]) await expect(pricing.getByRole("heading", { level: 3, name: plan })).toBeVisible();
    await expect(pricing.locator("figure")).toHaveCount(2);
    for (const button of ["Get the Launch Special", "Choose Starter", "Choose Bulk Credits"]) {
      await expect(pricing.getByRole("link", { name: button })).toHaveAttribute("href", "/pricing");
    }
    await pricing.getByRole("link", { name: "Choose Starter" }).click();
    await expect(page).toHaveURL("/pricing");
  });
});

test.describe("sample listings", () => {
  test("three tabs (miami, aspen, paris) by mouse and keyboard, each with its summary and a full listing to expand", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto("/");
    await scrollToHydratedPart(page, "#landing-sections");
    const samples = section(page, "sample-listings");
    await expect(samples.getByRole("group", { name: "Choose a sample listing" })).toBeHidden();
    const tabs = samples.getByRole("tab");
    await expect(tabs).toHaveText(["Miami Beach", "Aspen Chalet", "Paris Apartment"]);
    await expect(samples.getByRole("tab", { name: "Miami Beach" })).toHaveAttribute("aria-selected", "true");
    await expect(samples.getByRole("tab", { name: "Miami Beach" })).toHaveAttribute("id", /-trigger-miami$/);
    await expect(samples.getByRole("heading", { level: 3, name: "Ocean-View 2BR, 1 Block to Beach" })).toBeVisible();

    await samples.getByRole("tab", { name: "Aspen Chalet" }).click();
    await expect(samples.getByRole("tab", { name: "Aspen Chalet" })).toHaveAttribute("id", /-trigger-aspen$/);
    await expect(samples.getByRole("tab", { name: "Aspen Chalet" })).toHaveAttribute("aria-selected", "true");
    await expect(samples.getByRole("heading", { level: 3, name: "Aspen 3BR Chalet with Hot Tub" })).toBeVisible();
    await expect(samples.getByRole("heading", { level: 3, name: "Ocean-View 2BR, 1 Block to Beach" })).toBeHidden();

    await page.keyboard.press("ArrowRight");
    await expect(samples.getByRole("tab", { name: "Paris Apartment" })).toBeFocused();
    await expect(samples.getByRole("tab", { name: "Paris Apartment" })).toHaveAttribute("id", /-trigger-paris$/);
    await expect(samples.getByRole("heading", { level: 3, name: "Marais Flat by Place des Vosges" })).toBeVisible();

    const panel = samples.getByRole("tabpanel", { name: "Paris Apartment" });
    await expect(panel.getByText("The one catch is the stairs: there is no lift.")).toBeVisible();
    const toggle = panel.getByRole("button", { name: "Show the full listing" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(panel.getByRole("heading", { level: 4, name: "Getting around" })).toBeHidden();
    await toggle.click();
    await expect(panel.getByRole("button", { name: "Hide the full listing" })).toHaveAttribute("aria-expanded", "true");
    for (const heading of ["Title options", "The space", "Guest access", "The neighborhood", "Getting around", "Other things to note", "House rules", "Nearby"]) {
      await expect(panel.getByRole("heading", { level: 4, name: heading })).toBeVisible();
    }
    await expect(panel.getByText("Saint-Paul metro station (line 1)")).toBeVisible();
    await panel.getByRole("button", { name: "Hide the full listing" }).click();
    await expect(panel.getByRole("heading", { level: 4, name: "Getting around" })).toBeHidden();

    await samples.getByRole("link", { name: "Create your listing" }).click();
    await expect(page).toHaveURL(/\/(create-listing|auth)/);
  });

  test("below 768 px a list of buttons takes the tabs' place", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto("/");
    // Below the fold on a phone: the sections' code loads as they near the viewport, and a tap before it has run is lost.
    await scrollToHydratedPart(page, "#landing-sections");
    const samples = section(page, "sample-listings");
    await expect(samples.getByRole("tablist")).toBeHidden();
    const choices = samples.getByRole("group", { name: "Choose a sample listing" });
    await expect(choices.getByRole("button")).toHaveCount(3);
    await expect(choices.getByRole("button", { name: /Miami Beach/ })).toHaveAttribute("aria-pressed", "true");

    await choices.getByRole("button", { name: /Aspen Chalet/ }).click();
    await expect(choices.getByRole("button", { name: /Aspen Chalet/ })).toHaveAttribute("aria-pressed", "true");
    await expect(choices.getByRole("button", { name: /Miami Beach/ })).toHaveAttribute("aria-pressed", "false");
    await expect(samples.getByRole("heading", { level: 3, name: "Aspen 3BR Chalet with Hot Tub" })).toBeVisible();
    await samples.getByRole("button", { name: "Show the full listing" }).filter({ visible: true }).click();
    await expect(samples.getByRole("heading", { level: 4, name: "House rules" }).filter({ visible: true })).toBeVisible();

    await page.setViewportSize(VIEWPORTS.tablet);
    await expect(choices).toBeHidden();
    await expect(samples.getByRole("tab", { name: "Aspen Chalet" })).toHaveAttribute("aria-selected", "true");
  });
});

test("the public pages run under the Content-Security-Policy without one violation report (zod's eval probe included)", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`);
    });
  });
  for (const url of ["/", "/pricing", "/listing-quality-grader", "/blog/writing-house-rules", "/contact"]) {
    await page.goto(url);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), url).toEqual([]);
  }
});

test.describe("for crawlers", () => {
  test("the home page's HTML holds its text, title, description, canonical URL, Open Graph, Twitter tags and JSON-LD", async ({ request }) => {
    const res = await request.get("/");
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain("<title>AI-Powered Airbnb Listing Generator</title>");
    // React writes void elements with a closing slash.
    expect(html).toMatch(/<meta name="description" content="[^"]*35% more bookings[^"]*"\/>/);
    expect(html).toContain(`<link rel="canonical" href="${E2E_BASE_URL}/"/>`);
    expect(html).toContain(`<meta property="og:url" content="${E2E_BASE_URL}/"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    // Every section's text is in the page before any script runs, the collapsed full listings included.
    for (const text of ["Get My $5 AI-Powered Listing", "Property insights", "Claire", "Bulk Credits", "Ocean-View 2BR, 1 Block to Beach", "68 steps", "Airbnb Listing Quality Grader"]) {
      expect(html).toContain(text);
    }
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    expect(jsonLd.map((data) => data["@type"])).toEqual(["Organization", "Product"]);
    const offers = jsonLd[1]!.offers as { name: string; price: string; priceCurrency: string }[];
    expect(offers.map((offer) => [offer.name, offer.price])).toEqual([
      ["Launch Special", "5.00"],
      ["Starter", "25.00"],
      ["Growth Pack", "66.00"],
      ["Pro Bundle", "200.00"],
      ["Power Host", "360.00"],
    ]);
    expect(html).not.toContain("listinglift.invalid");
  });

  test("sitemap.xml lists the public pages and posts, robots.txt points to it; an unbuilt post is a 404 kept out of the index", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/", "/pricing", "/blog", "/blog/writing-house-rules", "/listing-quality-grader", "/user-guide", "/contact", "/privacy", "/terms"]) {
      expect(sitemap).toContain(`<loc>${E2E_BASE_URL}${path}</loc>`);
    }
    expect(await (await request.get("/robots.txt")).text()).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
    const missing = await request.get("/blog/no-such-article");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["x-robots-tag"]).toBe("noindex");
  });
});
