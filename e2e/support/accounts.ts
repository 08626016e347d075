import type { Page, TestInfo } from "@playwright/test";
import { expect } from "../fixtures";
import { type Mailbox, openMailbox } from "./outbox";

export const PASSWORD = "correct horse battery";

export interface TestAccount {
  name: string;
  email: string;
  password: string;
  mailbox: Mailbox;
}

/**
 * An address no other test uses: the e2e database is shared by the whole run. Short enough for an e-mail's local part
 * (64 characters at most).
 */
export function uniqueEmail(testInfo: TestInfo, tag = "host"): string {
  const id = testInfo.testId.replace(/[^a-z0-9]/gi, "").slice(0, 10);
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return `${tag}-${id}-${testInfo.retry}-${stamp}@example.com`.toLowerCase();
}

/** Fills and sends the sign-up form; the page then says to check the e-mail. */
export async function signUp(page: Page, account: { name: string; email: string; password: string }): Promise<void> {
  await page.goto("/auth?signup=true");
  await page.getByLabel("Full name").fill(account.name);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
}

/** Opens the newest link e-mailed to the account, as its owner would from their inbox. */
export async function openEmailedLink(page: Page, mailbox: Mailbox, subject: string | RegExp): Promise<void> {
  const email = await mailbox.next();
  expect(email.subject).toMatch(subject);
  await page.goto(email.link);
}

/** A new user who signed up and confirmed their e-mail through the UI: the page is signed in, on /verify-email. */
export async function createConfirmedAccount(page: Page, testInfo: TestInfo, name = "Maria Lopez"): Promise<TestAccount> {
  const email = uniqueEmail(testInfo);
  const mailbox = openMailbox(email);
  const account = { name, email, password: PASSWORD, mailbox };
  await signUp(page, account);
  await openEmailedLink(page, mailbox, "Confirm your e-mail for ListingLift");
  await expect(page).toHaveURL("/verify-email?verified=1");
  await expect(page.getByRole("heading", { name: "Your e-mail is confirmed" })).toBeVisible();
  return account;
}

export async function fillLogIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

/** The header's avatar menu, opened. */
export async function openAccountMenu(page: Page, name: string) {
  await page.getByRole("banner").getByRole("button", { name: `Account menu for ${name}` }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  return menu;
}
