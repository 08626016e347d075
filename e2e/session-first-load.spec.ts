import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createConfirmedAccount, fillLogIn, openAccountMenu } from "./support/accounts";
import { gotoHydrated, scrollToHydratedPart } from "./support/hydration";

/** The scripts of TanStack Query's client and the session's observer, as the page asks for them. */
function watchQueryClientScripts(page: Page): () => string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/(query-client|session-observer)-[\w-]+\.js$/.test(path)) asked.push(path);
  });
  return () => [...asked];
}

// Decision 067: on / the header reads the session's first answer without TanStack Query; the query client takes it
// over when the first code that fetches or changes data loads it.
test("a visitor's / shows Log In without loading TanStack Query; after the grader loads it, a sign-in still shows the host", async ({
  page,
}, testInfo) => {
  const account = await createConfirmedAccount(page, testInfo, "Rita Duarte");
  await page.context().clearCookies();

  const queryClientScripts = watchQueryClientScripts(page);
  await gotoHydrated(page, "/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Log In" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(queryClientScripts()).toEqual([]);

  // The grader's code fetches data: the client is made with the visitor's answer in its cache.
  await scrollToHydratedPart(page, "#grader");
  await expect.poll(queryClientScripts).not.toEqual([]);
  await expect(header.getByRole("link", { name: "Log In" })).toBeVisible();

  // A sign-in must not be shown the visitor's answer from before it (it is not handed to the refetch).
  await header.getByRole("link", { name: "Log In" }).click();
  await expect(page).toHaveURL("/auth");
  await fillLogIn(page, account.email, account.password);
  await expect(header.getByRole("button", { name: "Account menu for Rita Duarte" })).toBeVisible();
});

test("a host's / shows their menu from the first answer, and Log out from it makes the page a visitor's", async ({ page }, testInfo) => {
  await createConfirmedAccount(page, testInfo, "Tomas Reis");
  await gotoHydrated(page, "/");
  const header = page.getByRole("banner");
  const menu = await openAccountMenu(page, "Tomas Reis");
  await menu.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  await expect(header.getByRole("link", { name: "Log In" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Account menu for Tomas Reis" })).toHaveCount(0);
  // A reload asks the server again: the session really ended.
  await gotoHydrated(page, "/");
  await expect(header.getByRole("link", { name: "Log In" })).toBeVisible();
});
