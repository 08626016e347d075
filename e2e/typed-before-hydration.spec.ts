import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createConfirmedAccount } from "./support/accounts";
import { holdRequests, holdScripts, waitForHydration } from "./support/hydration";
import { STAND_IN, graderButtons } from "../test/support/grader-e2e";

const SUPPORT_MESSAGE = "Vrbo refuses my headline as too short. What is the minimum?";

function contactFields(page: Page) {
  return {
    name: page.getByRole("textbox", { name: "Name" }),
    email: page.getByRole("textbox", { name: "E-mail" }),
    subject: page.getByRole("textbox", { name: "Subject" }),
    message: page.getByRole("textbox", { name: "Message" }),
  };
}

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

test("a signed-in host's message typed before the code and the session arrive is kept, and their name and e-mail fill in", async ({ page }, testInfo) => {
  const host = await createConfirmedAccount(page, testInfo, "Ana Ruiz");
  const scripts = await holdScripts(page);
  const session = await holdRequests(page, "**/api/v1/session");
  await page.goto("/contact", { waitUntil: "commit" });
  const field = contactFields(page);
  await field.subject.fill("Typed while the page loaded");
  await field.message.fill(SUPPORT_MESSAGE);

  await scripts.release();
  await waitForHydration(page);
  // The page knows no one yet: what was typed stays, and the host may go on typing while the session is asked for.
  await expect(page.getByText("59 / 5,000")).toBeVisible();
  await session.release();
  await expect(field.name).toHaveValue("Ana Ruiz");
  await expect(field.email).toHaveValue(host.email);
  await expect(field.subject).toHaveValue("Typed while the page loaded");
  await expect(field.message).toHaveValue(SUPPORT_MESSAGE);
  await expect(page.getByText("59 / 5,000")).toBeVisible();

  const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/v1/contact"));
  await page.getByRole("button", { name: "Send message" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: "Ana Ruiz", email: host.email, message: SUPPORT_MESSAGE });
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeFocused();
});

test("Send pressed before the code arrives puts the message in no URL and loses none of it; it is sent once the code is there", async ({ page }) => {
  const navigations: string[] = [];
  const requestUrls: string[] = [];
  page.on("request", (request) => {
    requestUrls.push(request.url());
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(`${request.method()} ${request.url()}`);
  });
  const scripts = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "commit" });
  const field = contactFields(page);
  await field.name.fill("Ana Ruiz");
  await field.email.fill("ana@example.com");
  await field.subject.fill("Sent on a slow phone");
  await field.message.fill(SUPPORT_MESSAGE);
  const send = page.getByRole("button", { name: "Send message" });
  // Both ways a host sends a form: Enter in a field, and the button (pressed whatever it looks like).
  await field.subject.press("Enter");
  await send.click({ force: true });
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

  await scripts.release();
  await waitForHydration(page);
  expect(navigations, "the page was never sent the browser's way").toEqual([`GET ${new URL("/contact", page.url()).href}`]);
  expect(new URL(page.url()).search).toBe("");
  expect(requestUrls.filter((url) => url.includes("slow+phone") || url.includes("minimum"))).toEqual([]);
  await expect(field.message).toHaveValue(SUPPORT_MESSAGE);
  await expect(field.subject).toHaveValue("Sent on a slow phone");

  await expect(send).toBeEnabled();
  await expect(send).not.toContainText("Loading…");
  const sent = page.waitForRequest((request) => request.method() === "POST" && request.url().endsWith("/api/v1/contact"));
  await send.click();
  expect((await sent).postDataJSON()).toMatchObject({ subject: "Sent on a slow phone", message: SUPPORT_MESSAGE });
  await expect(page.getByRole("heading", { name: "Message sent" })).toBeFocused();
  expect(new URL(page.url()).search).toBe("");
});

test("before the code arrives the Support form's Send button is disabled and says why; once it is there it is not", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "commit" });
  await contactFields(page).message.fill(SUPPORT_MESSAGE);
  const send = page.getByRole("button", { name: "Send message" });
  await expect(send).toBeDisabled();
  await expect(send).toContainText("Loading…");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

  await scripts.release();
  await waitForHydration(page);
  await expect(send).toBeEnabled();
  await expect(send).not.toContainText("Loading…");
});

for (const path of ["/", "/listing-quality-grader"]) {
  test(`the grader's forms on ${path}, sent before the code arrives, put nothing in a URL and keep what was typed`, async ({ page }) => {
    const navigations: string[] = [];
    page.on("request", (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(`${request.method()} ${request.url()}`);
    });
    const scripts = await holdScripts(page);
    await page.goto(path, { waitUntil: "commit" });
    const ui = graderButtons(page);
    await ui.urlField.fill(STAND_IN.loft);
    await ui.urlField.press("Enter");
    await ui.analyzeUrl.click({ force: true });

    await scripts.release();
    await waitForHydration(page);
    expect(navigations, "the page was never sent the browser's way").toEqual([`GET ${new URL(path, page.url()).href}`]);
    await expect(ui.urlField).toHaveValue(STAND_IN.loft);
  });
}

test("a Support form the browser sends by itself before the code arrives is a POST to the page, refused; Back brings the text back", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 405/);
  const scripts = await holdScripts(page);
  await page.goto("/contact", { waitUntil: "commit" });
  const field = contactFields(page);
  await field.subject.fill("Sent by a browser extension");
  await field.message.fill(SUPPORT_MESSAGE);
  // Not a person's press (the button is disabled): what a password manager or an extension may do to a form.
  const answer = page.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/contact");
  await page.getByRole("form", { name: "Send a message to support" }).evaluate((form: HTMLFormElement) => form.requestSubmit());
  const refused = await answer;
  expect(refused.status()).toBe(405);
  await expect(page.getByRole("heading", { name: "Nothing was sent" })).toBeVisible();
  expect(new URL(page.url()).search).toBe("");
  expect(refused.request().postData()).toContain("subject=Sent+by+a+browser+extension");

  await page.goBack({ waitUntil: "commit" });
  await scripts.release();
  await waitForHydration(page);
  await expect(field.subject).toHaveValue("Sent by a browser extension");
  await expect(field.message).toHaveValue(SUPPORT_MESSAGE);
  await expect(page.getByText("59 / 5,000")).toBeVisible();
});
