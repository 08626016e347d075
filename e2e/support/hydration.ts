import type { Page, Route } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Waits until React has hydrated the page (app/root.tsx marks <html> with data-hydrated). Before that a click does
 * nothing, and a submit button is disabled (decision 049); text typed into a field stays in it (decision 046).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
}

/** Opens a page and waits for React to take it over, for a test that clicks or types as soon as it is there. */
export async function gotoHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
}

/** The parts that load their code as they near the viewport (decision 048); each is marked data-hydrated once it has. */
const LATE_PARTS = ["#landing-sections", "#grader", "#site-footer"];

/**
 * Scrolls a part that hydrates near the viewport (a selector of LATE_PARTS) into view and waits until its code has run:
 * before that a click on it does nothing.
 */
export async function scrollToHydratedPart(page: Page, selector: string): Promise<void> {
  await page.locator(selector).scrollIntoViewIfNeeded();
  await expect(page.locator(selector)).toHaveAttribute("data-hydrated", "");
}

/**
 * Scrolls through the whole page and back, so its parts below the fold load their code and hydrate (decision 048),
 * then waits for React and for each of those parts: a full-page screenshot then shows the page as a reader who
 * scrolled down sees it.
 */
export async function hydrateWholePage(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()?.height ?? 800;
  // Two frames at each stop: an IntersectionObserver reports only at a frame, so a part passed over faster is not seen.
  // Headless Chromium once gave no frame at all (stop 42: the test waited out its 5 minutes here); after a second the
  // scroll goes on, and a part left unhydrated fails below, by name.
  const scrollAndPaint = (y: number) =>
    page.evaluate((top) => {
      window.scrollTo(0, top);
      return new Promise((resolve) => {
        setTimeout(resolve, 1000);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      });
    }, y);
  for (let top = 0; top < height; top += step) await scrollAndPaint(top);
  await scrollAndPaint(height);
  await scrollAndPaint(0);
  await waitForHydration(page);
  for (const selector of LATE_PARTS) {
    if ((await page.locator(selector).count()) > 0) await expect(page.locator(selector)).toHaveAttribute("data-hydrated", "");
  }
  await page.waitForLoadState("networkidle");
}

/**
 * Holds every request to `url` (a glob) until `release` is called; later ones go through. Call before `page.goto`.
 * Playwright's routing turns off the browser's HTTP cache, so a file loaded before is asked for again and held too.
 * `release` waits for a first request if none has come yet: a page may ask a moment after it hydrates (the session).
 */
export async function holdRequests(page: Page, url: string): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(url, (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      await expect.poll(() => held.length, { message: `a request to ${url} held before the release` }).toBeGreaterThan(0);
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Holds every JavaScript file of the app until `release` is called, as a slow phone would wait for them: the
 * prerendered page shows and takes input, but React has not hydrated it yet. Call before `page.goto`.
 */
export async function holdScripts(page: Page): Promise<{ release(): Promise<void> }> {
  return holdRequests(page, "**/assets/*.js");
}
