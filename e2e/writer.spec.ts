import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { createConfirmedAccount } from "./support/accounts";
import { buyCredits, fillTheForm } from "./support/listing-form";

// The listing writer, end to end with the offline writer (the e2e server has no model configured): a new host buys the
// Launch Special, fills the guided form, watches the listing being written, copies a section, exports it, finds it in
// the history; then a property manager's bulk upload of 5 rows completes.

test("a new host writes a listing with the offline writer, copies a section, exports it and finds it in the history", async ({ page, context }, testInfo) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await createConfirmedAccount(page, testInfo, "Rita Alves");
  await buyCredits(page, { plan: "launch_special" });

  await page.goto("/create-listing");
  await expect(page.getByText("Offline writer: written from your facts, without an AI model")).toBeVisible();
  await expect(page.getByText("You have 1 listing credit.")).toBeVisible();

  // Sending the empty form names what is missing and charges nothing.
  await page.getByRole("button", { name: "Write my listing" }).click();
  await expect(page.getByText("Some details are missing or not valid")).toBeVisible();

  await fillTheForm(page);
  await expect(page.getByText(/^Draft saved/)).toBeVisible();
  // The draft survives a reload.
  await page.reload();
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Lisbon");
  await expect(page.getByRole("checkbox", { name: "Dedicated workspace", exact: true })).toBeChecked();

  await page.getByRole("button", { name: "Write my listing" }).click();
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Your Listing" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Checks: (all \d+ passed|0 failed)/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Listing quality score" })).toBeVisible();
  await expect(page.getByText("Miradouro de Santa Luzia").first()).toBeVisible();

  // Copy a section: the clipboard holds exactly its text.
  const space = page.locator("section", { has: page.getByRole("heading", { name: "The space", exact: true }) });
  const spaceText = (await space.locator("p").first().innerText()).trim();
  await space.getByRole("button", { name: "Copy The space" }).click();
  await expect(page.getByText("The space is on your clipboard.")).toBeVisible();
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(spaceText);

  // Edit the notes inline: saved, and the counter follows.
  const notes = page.locator("section", { has: page.getByRole("heading", { name: "Other things to note", exact: true }) });
  await notes.getByRole("button", { name: "Edit Other things to note" }).click();
  await notes.getByRole("textbox").fill("The building has stairs only, no lift.");
  await notes.getByRole("button", { name: "Save" }).click();
  await expect(notes.getByText("The building has stairs only, no lift.")).toBeVisible();

  // Export as Markdown: a file with the title as its first heading.
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Markdown" }).click();
  const download = await downloadPromise;
  const file = path.join(testInfo.outputDir, download.suggestedFilename());
  await download.saveAs(file);
  const markdown = fs.readFileSync(file, "utf8");
  expect(markdown).toMatch(/^# .+\n/);
  expect(markdown).toContain("The building has stairs only, no lift.");

  // The listing is in the history, and the credit was spent.
  const title = (await page.getByRole("radio", { checked: true }).locator("xpath=..").innerText()).trim();
  await page.goto("/listing-history");
  await page.getByLabel("Search your listings", { exact: true }).fill("Lisbon");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.goto("/dashboard?tab=history");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await page.goto("/create-listing");
  await expect(page.getByText("You have 0 listing credits.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Write my listing" })).toBeDisabled();
});

test("a room's host says whether the bathroom is shared: asked only for a room, said back, kept with the home, never sent for an entire place", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await createConfirmedAccount(page, testInfo, "Inês Duarte");
  await buyCredits(page, { plan: "launch_special" });
  await page.goto("/create-listing");
  await fillTheForm(page);
  const bathroom = page.getByLabel("Bathroom", { exact: true });
  const guestsGet = page.getByLabel("Guests get", { exact: true });
  const preview = page.locator("section", { has: page.getByRole("heading", { name: "Your listing will be written from" }) });

  // An entire place's bathrooms are its guests': the form does not ask.
  await expect(bathroom).toHaveCount(0);
  await page.getByLabel("Property type", { exact: true }).fill("Private room in rental unit");
  await guestsGet.selectOption("private_room");
  await expect(bathroom).toHaveValue("");
  await expect(bathroom).toHaveAccessibleDescription("The listing says “private bathroom” or “shared bathroom”; not stated, it says neither.");
  await expect(preview).toContainText("Sleeps 4, 2 bedrooms, 3 beds, 1 bathroom");
  await bathroom.selectOption({ label: "Shared with you or other guests" });
  await expect(preview).toContainText("Sleeps 4, 2 bedrooms, 3 beds, 1 shared bathroom");

  // Switching to an entire place and back keeps the host's choice.
  await guestsGet.selectOption("entire_home");
  await expect(bathroom).toHaveCount(0);
  await expect(preview).toContainText("Sleeps 4, 2 bedrooms, 3 beds, 1 bathroom");
  await guestsGet.selectOption("private_room");
  await expect(bathroom).toHaveValue("shared");

  // Kept with the home, shown at a glance, and back in the form when writing for it.
  await page.getByRole("button", { name: "Save as a home" }).click();
  await page.getByLabel("Name of the home").fill("Room in Alfama");
  const saved = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/homes");
  await page.getByRole("button", { name: "Save home" }).click();
  expect((await saved).postDataJSON()).toMatchObject({ facts: { roomType: "private_room", bathroomAccess: "shared" } });
  await expect(page).toHaveURL(/\/homes\/[0-9a-f-]{36}$/);
  const facts = page.locator("section", { has: page.getByRole("heading", { name: "The facts" }) });
  await expect(facts).toContainText("2 bedrooms · 3 beds · 1 shared bathroom");
  await page.getByRole("link", { name: "Write a listing", exact: true }).click();
  await expect(bathroom).toHaveValue("shared");

  // Written as an entire place, the choice still in the form is not sent.
  await guestsGet.selectOption("entire_home");
  const written = page.waitForRequest((request) => request.method() === "POST" && new URL(request.url()).pathname.startsWith("/api/v1/listings/generate"));
  await page.getByRole("button", { name: "Write my listing" }).click();
  const sent = (await written).postDataJSON() as { facts: Record<string, unknown> };
  expect(sent.facts.roomType).toBe("entire_home");
  expect(sent.facts).not.toHaveProperty("bathroomAccess");
  await expect(page).toHaveURL(/\/listings\/[0-9a-f-]{36}$/, { timeout: 30_000 });
});

test("a property manager's bulk upload of 5 rows completes, keeps each row as a home, and the results download", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await createConfirmedAccount(page, testInfo, "Paulo Matos");
  await buyCredits(page, { packId: 3 });
  await buyCredits(page, { packId: 3 });

  await page.goto("/create-listing?mode=bulk");
  const template = await (await page.request.get("/api/v1/listings/bulk/template.csv")).text();
  const [header, example] = template.trim().split("\n");
  const rows = ["Lisbon", "Porto", "Faro", "Braga", "Coimbra"].map((city) => example!.replace("Lisbon", city).replace("Alfama", ""));
  await page.getByLabel("CSV file", { exact: true }).setInputFiles({ name: "portugal-homes.csv", mimeType: "text/csv", buffer: Buffer.from([header, ...rows].join("\n")) });
  await expect(page.getByRole("checkbox", { name: /Keep each row as one of my homes/ })).toBeChecked();
  await page.getByRole("button", { name: "Upload and write" }).click();
  await expect(page.getByText("Finished: 5 written, 0 failed (refunded)")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText("Row 5: Coimbra")).toBeVisible();

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Results as CSV" }).first().click();
  const download = await downloadPromise;
  const file = path.join(testInfo.outputDir, download.suggestedFilename());
  await download.saveAs(file);
  expect(fs.readFileSync(file, "utf8").trim().split("\r\n")).toHaveLength(6);

  // Each row is one of the manager's homes now, with its listing.
  await page.goto("/homes");
  const cards = page.getByRole("list", { name: "Your homes" }).getByRole("listitem");
  await expect(cards).toHaveCount(5);
  await expect(page.getByRole("link", { name: "Entire rental unit in Coimbra" })).toBeVisible();
  await expect(cards.first()).toContainText("1 listing");
});
