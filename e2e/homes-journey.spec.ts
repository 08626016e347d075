import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createConfirmedAccount } from "./support/accounts";
import { buyCredits, fillTheForm } from "./support/listing-form";

// Issue 21's journey through the form: a host keeps two homes from the create-listing form ("Save as a home"), writes
// a listing for one from its page (the form filled from the home, the changed facts saved to it), grades it again,
// improves it, and sees the score over time on the home's page.

async function saveAsHome(page: Page, name: string): Promise<string> {
  await page.getByRole("button", { name: "Save as a home" }).click();
  const nameField = page.getByLabel("Name of the home");
  await expect(nameField).toHaveValue(/^Entire rental unit in /);
  await nameField.fill(name);
  await page.getByRole("button", { name: "Save home" }).click();
  await expect(page).toHaveURL(/\/homes\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  return page.url().split("/").pop()!;
}

test("a host keeps two homes from the form, writes and grades a listing for one, improves it and sees its score over time", async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await createConfirmedAccount(page, testInfo, "Rita Alves");
  await buyCredits(page, { plan: "launch_special" });

  // The first home: the form's facts kept without writing (nothing charged).
  await page.goto("/create-listing");
  await fillTheForm(page);
  await page.getByRole("button", { name: "Save as a home" }).click();
  await page.screenshot({ path: "e2e/screenshots/homes-journey-save-as-home.png", fullPage: false });
  await page.getByRole("button", { name: "Cancel" }).click();
  const alfamaId = await saveAsHome(page, "Alfama flat");
  await expect(page.getByText("No listing written for this home yet")).toBeVisible();

  // The second: the draft was cleared with the first, so the form starts empty.
  await page.goto("/create-listing");
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("");
  await fillTheForm(page);
  await page.getByLabel("City", { exact: true }).fill("Porto");
  await page.getByLabel("Neighbourhood", { exact: true }).fill("Ribeira");
  await saveAsHome(page, "Ribeira house");

  await page.goto("/homes");
  const cards = page.getByRole("list", { name: "Your homes" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText("Ribeira house");
  await expect(cards.nth(1)).toContainText("Alfama flat");

  // Write a listing from the home: the form is the home's, and what the host changes is saved to it.
  await cards.nth(1).getByRole("link", { name: "Alfama flat" }).click();
  await page.getByRole("link", { name: "Write a listing", exact: true }).click();
  await expect(page).toHaveURL(`/create-listing?home=${alfamaId}`);
  await expect(page.getByText("Writing for your home “Alfama flat”")).toBeVisible();
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Lisbon");
  await expect(page.getByRole("button", { name: "Save as a home" })).toHaveCount(0);
  await page.getByLabel("Guests", { exact: true }).fill("3");
  await page.getByRole("button", { name: "Write my listing" }).click();
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const listingId = page.url().split("/").pop()!;

  // Grade it again from the home's page.
  await page.goto(`/homes/${alfamaId}`);
  await expect(page.getByText("Up to 3")).toBeVisible();
  await page.getByRole("button", { name: "Grade it again" }).click();
  await expect(page.getByText(/New score: \d+ · (Excellent|Good|Average|Needs Work)/)).toBeVisible();

  // Improve it: the listing's summary rewritten shorter, which grades it again.
  await page.getByRole("link", { name: "Improve this listing" }).click();
  await expect(page).toHaveURL(`/listings/${listingId}`);
  const summary = page.locator("section", { has: page.getByRole("heading", { name: "Summary", exact: true }) });
  await summary.getByRole("button", { name: "Rewrite Summary" }).click();
  await page.getByRole("menuitem", { name: "Shorter" }).click();
  await expect(page.getByText("Summary rewritten")).toBeVisible();

  // The score over time: written, graded again, edited, oldest first.
  await page.goto(`/homes/${alfamaId}`);
  const scores = page.getByRole("list", { name: "Scores, oldest first" }).getByRole("listitem");
  await expect(scores).toHaveCount(3);
  await expect(scores.nth(0)).toContainText("Listing written");
  await expect(scores.nth(1)).toContainText("Graded again");
  await expect(scores.nth(2)).toContainText("Edited");

  // Its photos: "Captions" starts a set for the home (named after it, with its bedrooms) in the caption generator.
  await page.getByRole("button", { name: "Captions", exact: true }).click();
  await expect(page).toHaveURL(/\/image-caption-generator\?set=[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Set name")).toHaveValue("Photos of Alfama flat");
  await page.getByLabel("Choose photos").setInputFiles(path.resolve("fixtures/photos/houses-dataset_104_bedroom.jpg"));
  await expect(page.getByRole("list", { name: "Uploads" }).getByRole("listitem").filter({ hasText: "Done" })).toHaveCount(1, { timeout: 30_000 });
  const card = page.getByRole("listitem", { name: "Photo houses-dataset_104_bedroom.jpg" });
  await card.getByLabel("Room", { exact: true }).selectOption({ label: "Bedroom" });
  await card.getByRole("button", { name: "Write caption" }).click();
  await expect(card.getByText("Written by the offline writer")).toBeVisible();

  await page.goto(`/homes/${alfamaId}`);
  const sets = page.getByRole("list", { name: "Photo sets" }).getByRole("listitem");
  await expect(sets).toHaveCount(1);
  await expect(sets.first()).toContainText("Photos of Alfama flat");
  await expect(sets.first()).toContainText("1 photo, 1 captioned");
  await page.screenshot({ path: "e2e/screenshots/homes-journey-score-history.png", fullPage: true });
  // "Captions" now opens the home's set again.
  await expect(page.getByRole("link", { name: "Captions", exact: true })).toHaveAttribute("href", /\/image-caption-generator\?set=[0-9a-f-]{36}$/);
});
