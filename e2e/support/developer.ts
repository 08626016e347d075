import type { Page } from "@playwright/test";
import { E2E_BASE_URL, E2E_DEVELOPER_ADMIN_EMAIL } from "../../playwright.config";
import { expect } from "../fixtures";
import { PASSWORD } from "./accounts";
import { openMailbox } from "./outbox";

/** Signs the developer pages' admin in through the API; the first time it signs up and confirms from the outbox. */
export async function signInAsDeveloperAdmin(page: Page): Promise<void> {
  const headers = { origin: E2E_BASE_URL };
  const signIn = await page.request.post("/api/auth/sign-in/email", { headers, data: { email: E2E_DEVELOPER_ADMIN_EMAIL, password: PASSWORD } });
  if (signIn.ok()) return;
  const mailbox = openMailbox(E2E_DEVELOPER_ADMIN_EMAIL);
  const data = { name: "Token Admin", email: E2E_DEVELOPER_ADMIN_EMAIL, password: PASSWORD, callbackURL: "/verify-email?verified=1" };
  expect((await page.request.post("/api/auth/sign-up/email", { headers, data })).ok()).toBe(true);
  await page.goto((await mailbox.next()).link);
  await expect(page).toHaveURL("/verify-email?verified=1");
}

/** Creates a key on the API dashboard and answers it, as read from the dialog that shows it once. */
export async function createKeyOnDashboard(page: Page, name: string): Promise<string> {
  await page.getByRole("button", { name: "Create API key" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Key name").fill(name);
  await dialog.getByRole("button", { name: "Create key" }).click();
  const key = (await dialog.getByTestId("new-api-key").textContent()) ?? "";
  expect(key).toMatch(/^ll_live_[A-Za-z0-9_-]{32}$/);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  return key;
}

/** Sends the console's chosen endpoint with an API key and waits for the answer's status. */
export async function sendFromConsole(page: Page, endpoint: string, key: string | null): Promise<void> {
  await page.getByLabel("Endpoint").selectOption({ label: endpoint });
  if (key === null) {
    await page.getByLabel("Me, signed in (this browser's session)").check();
  } else {
    await page.getByLabel("An API key (without this browser's session)").check();
    await page.getByLabel("API key", { exact: true }).fill(key);
  }
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByTestId("response-status")).toBeVisible();
}
