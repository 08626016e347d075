import type { Locator } from "@playwright/test";
import { twMerge } from "tailwind-merge";
import { createConfirmedAccount } from "./support/accounts";
import { gotoHydrated } from "./support/hydration";
import { VIEWPORTS, expect, test } from "./fixtures";

// The header, the hero and the landing page's bands join their classes with clsx, not `cn` (button-variants.ts): the
// home page's first JavaScript goes without tailwind-merge. So no class there may override another of the same kind
// (`hidden` after the button's `inline-flex`), which only tailwind-merge would settle. Checked with tailwind-merge's
// whole default config, in each state the header can show.

/** The class attributes, of the element and (`deep`) every element in it, that tailwind-merge would change. */
async function classesMergeWouldChange(part: Locator, deep = true): Promise<{ classes: string; merged: string }[]> {
  const lists = await part.evaluate(
    (root, all) => [root, ...(all ? root.querySelectorAll("*") : [])].map((element) => element.getAttribute("class") ?? "").filter((classes) => classes.trim() !== ""),
    deep,
  );
  return lists
    .map((classes) => ({ classes: classes.trim().split(/\s+/).join(" "), merged: twMerge(classes) }))
    .filter(({ classes, merged }) => classes !== merged);
}

test.describe("the first paint's classes need no merging", () => {
  test("a visitor's header, hero and landing bands, desktop and mobile with the menu open", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoHydrated(page, "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
    expect(await classesMergeWouldChange(page.getByRole("banner"))).toEqual([]);
    expect(await classesMergeWouldChange(page.locator("section[aria-labelledby='hero-heading']"))).toEqual([]);
    expect(await classesMergeWouldChange(page.locator("section#grader"))).toEqual([]);
    // The layout's own box (what is in it comes from the page and the footer, with code of their own).
    expect(await classesMergeWouldChange(page.locator("body > div").first(), false)).toEqual([]);

    await page.setViewportSize(VIEWPORTS.mobile);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    // The mobile menu loads with its own code and may use cn; the header's own elements must not need it.
    expect(await classesMergeWouldChange(page.getByRole("banner").locator(":scope > div:first-child"))).toEqual([]);
  });

  test("a signed-in host's header, with the Dashboard link on the writer's page", async ({ page }, testInfo) => {
    // Signing up through the pages takes 15-25 s of the default 30 on a busy machine (as in the other sign-up tests).
    test.setTimeout(60_000);
    await createConfirmedAccount(page, testInfo);
    await page.setViewportSize(VIEWPORTS.desktop);
    await gotoHydrated(page, "/create-listing");
    const dashboard = page.getByRole("banner").getByRole("link", { name: "Dashboard" });
    await expect(dashboard).toBeVisible();
    // The link and its wrapper; the avatar menu beside them has code of its own.
    expect(await classesMergeWouldChange(dashboard.locator("xpath=.."))).toEqual([]);

    // Below 640 px the link is hidden by its wrapper, as `hidden sm:inline-flex` on the button hid it before.
    await page.setViewportSize(VIEWPORTS.mobile);
    await expect(dashboard).toBeHidden();
  });
});
