import type { Page } from "@playwright/test";
import { VIEWPORTS, expect, test } from "./fixtures";
import { createConfirmedAccount, openAccountMenu } from "./support/accounts";

// The account pages at phone and desktop width, light and dark, written to e2e/screenshots/ to be looked at.
const THEMES = ["light", "dark"] as const;

const VISITOR_PAGES = [
  { name: "auth-log-in", url: "/auth", heading: "Log in to ListingLift" },
  { name: "auth-sign-up", url: "/auth?signup=true", heading: "Create your account" },
  { name: "reset-password", url: "/reset-password", heading: "Reset your password" },
  { name: "reset-password-confirm", url: "/reset-password/confirm?token=example", heading: "Choose a new password" },
  { name: "reset-password-confirm-error", url: "/reset-password/confirm?error=INVALID_TOKEN", heading: "This reset link does not work" },
  { name: "verify-email", url: "/verify-email", heading: "Verify your e-mail" },
  { name: "verify-email-error", url: "/verify-email?error=TOKEN_EXPIRED", heading: "This link did not work" },
  { name: "auth-callback-error", url: "/auth/callback?error=access_denied", heading: "We could not sign you in" },
];

async function useTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await page.evaluate((value) => window.localStorage.setItem("listinglift-theme", value), theme);
}

async function shoot(page: Page, theme: string, width: string, name: string, fullPage = true): Promise<void> {
  if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.screenshot({ path: `e2e/screenshots/accounts-${theme}-${width}-${name}.png`, fullPage });
}

/**
 * States that need a configuration or an answer the e2e server does not give, drawn from answers faked at the network
 * edge (for looking at only; the journeys in accounts.spec.ts use the real server): Google and OpenID Connect
 * configured, and the "Check your e-mail" answer that every sign-up gets.
 */
async function fakeProvidersAndSignUp(page: Page): Promise<void> {
  await page.route("**/api/v1/session", (route) => route.fulfill({ json: { user: null, providers: ["google", "oidc"], oidcName: "Okta" } }));
  await page.route("**/api/auth/sign-up/email", (route) =>
    route.fulfill({ json: { token: null, user: { id: "x", email: "maria@example.com", name: "Maria Lopez", emailVerified: false } } }),
  );
}

for (const theme of THEMES) {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    // One test a theme and width: the four together were 70 page loads, which outran any one timeout under load.
    test(`screenshots of the account pages, as a visitor and signed in, ${theme} ${width}`, async ({ page, browser }, testInfo) => {
      test.setTimeout(240_000);
      const visitor = await (await browser.newContext()).newPage();
      const configured = await (await browser.newContext()).newPage();
      await fakeProvidersAndSignUp(configured);
      await visitor.goto("/");
      await configured.goto("/");
      await createConfirmedAccount(page, testInfo, "Maria Lopez");
      for (const p of [visitor, configured, page]) {
        await useTheme(p, theme);
        await p.setViewportSize(viewport);
      }

      for (const { name, url, heading } of VISITOR_PAGES) {
        await visitor.goto(url);
        await expect(visitor.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await shoot(visitor, theme, width, name);
      }
      // The sign-in form's own error message (no request is sent).
      await visitor.goto("/auth");
      await visitor.getByRole("button", { name: "Log In" }).click();
      await expect(visitor.getByRole("alert")).toBeVisible();
      await shoot(visitor, theme, width, "auth-log-in-error");

      await configured.goto("/auth");
      await expect(configured.getByRole("button", { name: "Continue with Google" })).toBeVisible();
      await expect(configured.getByRole("button", { name: "Continue with Okta" })).toBeVisible();
      await shoot(configured, theme, width, "auth-log-in-providers");
      await configured.goto("/auth?signup=true");
      await configured.getByLabel("Full name").fill("Maria Lopez");
      await configured.getByLabel("E-mail").fill("maria@example.com");
      await configured.getByLabel("Password", { exact: true }).fill("correct horse battery");
      await configured.getByLabel("Confirm password").fill("correct horse battery");
      await configured.getByRole("button", { name: "Create account" }).click();
      await expect(configured.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
      await shoot(configured, theme, width, "auth-sign-up-check-email");

      await page.goto("/verify-email?verified=1");
      await expect(page.getByRole("heading", { name: "Your e-mail is confirmed" })).toBeVisible();
      await shoot(page, theme, width, "verify-email-confirmed");

      await page.goto("/profile");
      await expect(page.getByRole("list", { name: "Sessions" })).toBeVisible();
      await shoot(page, theme, width, "profile");

      await page.getByRole("button", { name: "Delete account…" }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await shoot(page, theme, width, "profile-delete-dialog", false);
      await page.keyboard.press("Escape");

      await page.goto("/dashboard");
      await openAccountMenu(page, "Maria Lopez");
      await shoot(page, theme, width, "account-menu", false);
      await page.keyboard.press("Escape");
      if (width === "mobile") {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
        await shoot(page, theme, width, "mobile-menu-signed-in", false);
      }
      await visitor.context().close();
      await configured.context().close();
    });
  }
}
