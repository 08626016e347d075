import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/** Credits bought through the demo checkout, as the billing page would. */
export async function buyCredits(page: Page, body: { plan: "launch_special" } | { packId: number }): Promise<void> {
  const response = await page.request.post("/api/v1/billing/checkout", { data: body });
  expect(response.status(), "the e2e server runs demo payments (PAYMENTS=demo)").toBe(200);
}

/** The guided form filled for the Alfama flat of test/support/lisbon-facts.ts, with the host's highlights. */
export async function fillTheForm(page: Page, highlights: readonly string[] = ["River view from the living room"]): Promise<void> {
  await page.getByLabel("Property type", { exact: true }).fill("Entire rental unit");
  await page.getByLabel("Guests", { exact: true }).fill("4");
  await page.getByLabel("Bedrooms", { exact: true }).fill("2");
  await page.getByLabel("Beds", { exact: true }).fill("3");
  await page.getByLabel("Bathrooms", { exact: true }).fill("1");
  await page.getByLabel("City", { exact: true }).fill("Lisbon");
  await page.getByLabel("Country", { exact: true }).fill("Portugal");
  await page.getByLabel("Neighbourhood", { exact: true }).fill("Alfama");
  // Once one is added, the list of them is labelled "Highlights" too.
  const highlightInput = page.getByRole("textbox", { name: "Highlights", exact: true });
  for (const highlight of highlights) {
    await highlightInput.fill(highlight);
    await highlightInput.press("Enter");
  }
  // The catalogue's kinds are folded; open each, as a host looking for an amenity would.
  const groups = page.getByRole("group", { name: "Amenities" }).locator("details");
  for (let i = 0; i < (await groups.count()); i++) {
    if ((await groups.nth(i).getAttribute("open")) === null) await groups.nth(i).locator("summary").click();
  }
  for (const amenity of ["Wifi", "Kitchen", "Washer", "Air conditioning", "Dedicated workspace", "Coffee maker", "Hair dryer", "Iron"]) {
    await page.getByRole("checkbox", { name: amenity, exact: true }).check();
  }
  await page.getByLabel("Check-in from", { exact: true }).fill("15:00");
  await page.getByLabel("Check-out by", { exact: true }).fill("11:00");
  await page.getByLabel("Smoking", { exact: true }).selectOption("no");
  await page.getByRole("button", { name: "Add a place" }).click();
  await page.getByLabel("Place 1 name", { exact: true }).fill("Miradouro de Santa Luzia");
  await page.getByLabel("Place 1 kind", { exact: true }).selectOption("sight");
  await page.getByLabel("Place 1 distance in metres", { exact: true }).fill("350");
}
