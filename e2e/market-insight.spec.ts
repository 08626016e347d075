import { openAdminContext, graderButtons } from "../test/support/grader-e2e";
import { ANTWERP_HOME_TITLE, STAND_IN_IDS } from "../test/support/marketplace-stand-in";
import { VIEWPORTS, expect, test } from "./fixtures";
import { createConfirmedAccount } from "./support/accounts";
import { buyCredits } from "./support/listing-form";

// Market insight (issue 23), as an operator and a host meet it. The e2e server's command (playwright.config.ts) first
// loads Antwerp from the command line, as an operator would: `npm run cli -- market import <listings.csv.gz>`. The
// home graded here is in the Antwerp data; the stand-in answers its URL with a saved page under that home's name.

const ANTWERP_HOME_URL = `https://www.airbnb.com/rooms/${STAND_IN_IDS.antwerpHome}`;

test("an admin sees Antwerp loaded from the command line, with its evidence; a graded Antwerp listing shows Your market", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await openAdminContext(browser);
  const page = await context.newPage();

  await page.goto("/markets");
  await expect(page.getByRole("heading", { level: 1, name: "Markets" })).toBeVisible();
  const antwerp = page.getByRole("region", { name: "Market Antwerp" }).or(page.locator('[aria-label="Market Antwerp"]')).first();
  await expect(antwerp).toContainText("Data of 2024-06-29");
  await expect(antwerp).toContainText("2,570 homes");
  await expect(antwerp).toContainText("0 bad rows");
  await antwerp.getByRole("button", { name: "Show evidence" }).click();
  await expect(antwerp.getByRole("table").first()).toBeVisible({ timeout: 30_000 });

  await page.goto("/listing-quality-grader");
  const ui = graderButtons(page);
  await ui.urlField.fill(ANTWERP_HOME_URL);
  await ui.analyzeUrl.click();
  const result = page.getByLabel("Listing quality result");
  await expect(result).toBeVisible({ timeout: 30_000 });
  await expect(result).toContainText(ANTWERP_HOME_TITLE);
  const market = page.getByRole("region", { name: "Your market" });
  await expect(market).toBeVisible({ timeout: 30_000 });
  await expect(market).toContainText(/\d+ comparable homes in Antwerp within [\d.]+ km/);
  await expect(market).toContainText(/Your score ranks \d+ of \d+/);
  await expect(market.getByRole("img", { name: /Reviews in the last year of the \d+ comparable homes/ })).toBeVisible();
  await expect(market.locator("svg.recharts-surface").first()).toBeVisible();
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  for (const width of ["mobile", "desktop"] as const) {
    test(`market screenshots ${theme} ${width}`, async ({ browser }) => {
      test.setTimeout(90_000);
      const context = await openAdminContext(browser);
      await context.addInitScript((value) => window.localStorage.setItem("listinglift-theme", value), theme);
      const page = await context.newPage();
      await page.setViewportSize(VIEWPORTS[width]);

      await page.goto("/markets");
      const antwerp = page.locator('[aria-label="Market Antwerp"]');
      await antwerp.getByRole("button", { name: "Show evidence" }).click();
      await expect(antwerp.getByRole("table").first()).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `e2e/screenshots/${theme}-${width}-markets.png`, fullPage: true });

      await page.goto("/listing-quality-grader");
      const ui = graderButtons(page);
      await ui.urlField.fill(ANTWERP_HOME_URL);
      await ui.analyzeUrl.click();
      const market = page.getByRole("region", { name: "Your market" });
      await expect(market.locator("svg.recharts-surface").first()).toBeVisible({ timeout: 30_000 });
      // The panel alone, to be read (a full page at this length is too small to read).
      await market.screenshot({ path: `e2e/screenshots/${theme}-${width}-your-market-panel.png` });
      await page.screenshot({ path: `e2e/screenshots/${theme}-${width}-your-market.png`, fullPage: true });
      await context.close();
    });
  }
}

// A host's own home in Antwerp (a map point near the Groenplaats), kept and written for through the API as the form
// would: its page shows "Your market" against the loaded data.
const ANTWERP_HOME_FACTS = {
  propertyType: "Entire rental unit",
  roomType: "entire_home",
  location: { city: "Antwerp", country: "Belgium", neighborhood: "Historisch Centrum", lat: 51.2194, lng: 4.4006 },
  bedrooms: 2,
  beds: 2,
  bathrooms: 1,
  accommodates: 4,
  amenities: ["Wifi", "Kitchen", "Heating", "TV", "Hair dryer", "Essentials"],
};

test("a host's Antwerp home shows Your market on its page, first asking for a listing", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await createConfirmedAccount(page, testInfo, "Sander Peeters");
  await buyCredits(page, { plan: "launch_special" });
  const created = await page.request.post("/api/v1/homes", { data: { name: "Groenplaats flat", facts: ANTWERP_HOME_FACTS } });
  expect(created.status()).toBe(201);
  const home = (await created.json()) as { id: string };

  await page.goto(`/homes/${home.id}`);
  const asking = page.getByRole("region", { name: "Your market" });
  await expect(asking).toContainText("Write a listing for this home first");

  const written = await page.request.post("/api/v1/listings/generate", { data: { facts: ANTWERP_HOME_FACTS, homeId: home.id } });
  expect(written.status()).toBe(200);
  await page.reload();
  const market = page.getByRole("region", { name: "Your market" });
  await expect(market).toContainText(/50 comparable homes in Antwerp within [\d.]+ km/, { timeout: 30_000 });
  await expect(market).toContainText("What the most-booked homes list and yours does not");
  await expect(market.locator("svg.recharts-surface").first()).toBeVisible();
  for (const width of ["mobile", "desktop"] as const) {
    await page.setViewportSize(VIEWPORTS[width]);
    // The whole page: an element screenshot of a panel this tall scrolls under the fixed header.
    await page.screenshot({ path: `e2e/screenshots/light-${width}-home-market.png`, fullPage: true });
  }
});
