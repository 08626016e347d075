import { expect, test } from "./fixtures";
import { holdScripts, waitForHydration } from "./support/hydration";
import { STAND_IN, graderButtons } from "../test/support/grader-e2e";

// A host on a slow phone sees the prerendered page and types before its code arrives (decision 046). Each test holds
// the app's JavaScript until the typing is done, so the order is certain.

test("a URL typed into the grader before its code arrives enables Analyze Listing once it does, and is analysed", async ({ page }) => {
  const scripts = await holdScripts(page);
  // "commit": the page's load event waits for the held scripts.
  await page.goto("/listing-quality-grader", { waitUntil: "commit" });
  const ui = graderButtons(page);
  await ui.urlField.fill(STAND_IN.loft);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await expect(ui.analyzeUrl).toBeDisabled();

  await scripts.release();
  await waitForHydration(page);
  await expect(ui.urlField).toHaveValue(STAND_IN.loft);
  await expect(ui.analyzeUrl).toBeEnabled();
  const analyze = page.waitForRequest("**/api/v1/grader/analyze");
  await ui.analyzeUrl.click();
  expect((await analyze).postDataJSON()).toMatchObject({ url: STAND_IN.loft });
  const result = page.getByLabel("Listing quality result");
  await expect(result.getByRole("heading", { name: /Analyzed Successfully$/ })).toBeVisible();
  await expect(result.getByLabel(/^Overall score \d+ out of 100$/)).toBeVisible();
});

test("a support message typed before the code arrives is counted once it does, and sent", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "commit" });
  await page.getByRole("textbox", { name: "Name" }).fill("Ana Ruiz");
  await page.getByRole("textbox", { name: "E-mail" }).fill("ana@example.com");
  await page.getByRole("textbox", { name: "Subject" }).fill("Typed on a slow phone");
  await page.getByRole("textbox", { name: "Message" }).fill("Vrbo refuses my headline as too short. What is the minimum?");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await expect(page.getByText("0 / 5,000")).toBeVisible();

  await scripts.release();
  await waitForHydration(page);
  await expect(page.getByText("59 / 5,000")).toBeVisible();
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeFocused();
  await expect(page.getByText("we will reply to ana@example.com")).toBeVisible();
});
