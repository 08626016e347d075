import { VIEWPORTS, expect, test } from "./fixtures";
import { PASSWORD, createConfirmedAccount, fillLogIn, openAccountMenu, openEmailedLink, signUp, uniqueEmail } from "./support/accounts";
import { openMailbox } from "./support/outbox";

// Spec §5: the auth library's own words when the e-mail or the password is missing.
const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

test.use({ viewport: VIEWPORTS.desktop });
// Journeys of many steps, each password hashed on the server: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test("a new user signs up, confirms the e-mail from the outbox, edits the name and signs out", async ({ page, consoleErrors }, testInfo) => {
  const email = uniqueEmail(testInfo);
  const mailbox = openMailbox(email);

  await page.goto("/auth?signup=true");
  await expect(page.getByText("At least 8 characters.")).toBeVisible();
  // On the embedded defaults no outside provider is configured, so none is offered.
  await expect(page.getByRole("button", { name: /^Continue with/ })).toHaveCount(0);
  await signUp(page, { name: "Maria Lopez", email, password: PASSWORD });
  await expect(page.getByRole("status").filter({ hasText: email })).toBeVisible();

  const message = await mailbox.next();
  expect(message.subject).toBe("Confirm your e-mail for ListingLift");
  expect(message.text).toContain("Hi Maria Lopez, welcome to ListingLift.");
  expect(message.link).toMatch(/\/api\/auth\/verify-email\?token=[^&]+&callbackURL=%2Fverify-email%3Fverified%3D1$/);
  await page.goto(message.link);

  await expect(page).toHaveURL("/verify-email?verified=1");
  await expect(page.getByRole("heading", { name: "Your e-mail is confirmed" })).toBeVisible();
  await page.getByRole("link", { name: "Go to your dashboard" }).click();
  await expect(page).toHaveURL("/dashboard");

  // The avatar menu (spec §2, §3): initials, full name, e-mail, its links and Log out.
  const avatar = page.getByRole("banner").getByRole("button", { name: "Account menu for Maria Lopez" });
  await expect(avatar).toHaveText("ML");
  const menu = await openAccountMenu(page, "Maria Lopez");
  await expect(menu.getByText("Maria Lopez", { exact: true })).toBeVisible();
  await expect(menu.getByText(email)).toBeVisible();
  const links = { Dashboard: "/dashboard", "My Listings": "/dashboard?tab=history", Profile: "/profile", "API Dashboard": "/api-dashboard" };
  for (const [name, href] of Object.entries(links)) {
    await expect(menu.getByRole("menuitem", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(menu.getByRole("menuitem", { name: "Log out" })).toBeVisible();
  await menu.getByRole("menuitem", { name: "Profile" }).click();

  await expect(page).toHaveURL("/profile");
  const nameForm = page.getByRole("form", { name: "Your name" });
  await expect(nameForm.getByLabel("Full name")).toHaveValue("Maria Lopez");
  await expect(nameForm.getByRole("button", { name: "Save name" })).toBeDisabled();
  await nameForm.getByLabel("Full name").fill("Ana Sousa");
  await nameForm.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText("Name saved")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Account menu for Ana Sousa" })).toHaveText("AS");

  // Spec §4: when the server cannot be reached, the destructive toast, and the user stays signed in.
  consoleErrors.allow(/net::ERR_FAILED/);
  await page.route("**/api/auth/sign-out", (route) => route.abort());
  await (await openAccountMenu(page, "Ana Sousa")).getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByText("Error signing out")).toBeVisible();
  await expect(page.getByText("An error occurred while signing out. Please try again.")).toBeVisible();
  await expect(page).toHaveURL("/profile");
  await page.unroute("**/api/auth/sign-out");

  const renamed = await openAccountMenu(page, "Ana Sousa");
  await renamed.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page.getByText("Signed out successfully")).toBeVisible();
  await expect(page.getByText("You have been signed out of your account.")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();

  // The session is gone on the server too: the profile asks to sign in.
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Sign in to see your profile" })).toBeVisible();
});

test("a password reset: the e-mailed link sets a new password, the old one stops working", async ({ page, context, consoleErrors }, testInfo) => {
  consoleErrors.allow(/status of 401/);
  const account = await createConfirmedAccount(page, testInfo, "Reset Tester");
  await context.clearCookies();

  await page.goto("/auth");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL("/reset-password");
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByRole("button", { name: "Send the reset link" }).click();
  await expect(page.getByText("If an account exists for that e-mail, we have sent a link")).toBeVisible();

  await openEmailedLink(page, account.mailbox, "Reset your ListingLift password");
  await expect(page).toHaveURL(/\/reset-password\/confirm\?token=/);
  const newPassword = "a brand new passphrase";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(page).toHaveURL("/auth");

  await fillLogIn(page, account.email, account.password);
  await expect(page.getByRole("alert")).toHaveText("Incorrect e-mail or password.");

  await fillLogIn(page, account.email, newPassword);
  await expect(page).toHaveURL("/dashboard");
  await expect(page.getByRole("banner").getByRole("button", { name: "Account menu for Reset Tester" })).toBeVisible();
});

test("a reset link that does not work says so and offers a new one", async ({ page }) => {
  await page.goto("/reset-password/confirm?error=INVALID_TOKEN");
  await expect(page.getByRole("heading", { name: "This reset link does not work" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/reset-password");
});

test("an unconfirmed user: a wrong password is refused, the right one asks to confirm and sends a new link", async ({ page, consoleErrors }, testInfo) => {
  consoleErrors.allow(/status of 401/);
  consoleErrors.allow(/status of 403/);
  const email = uniqueEmail(testInfo, "unconfirmed");
  const mailbox = openMailbox(email);
  await signUp(page, { name: "Sam Waiting", email, password: PASSWORD });
  await mailbox.next();

  await page.goto("/auth?redirect=%2Fprofile");
  await fillLogIn(page, email, "not the password");
  await expect(page.getByRole("alert")).toHaveText("Incorrect e-mail or password.");

  await fillLogIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("Please confirm your e-mail first: we have sent you a new link.");
  await expect(page).toHaveURL("/auth?redirect=%2Fprofile");

  // The new link works and signs the user in.
  await openEmailedLink(page, mailbox, "Confirm your e-mail for ListingLift");
  await expect(page).toHaveURL("/verify-email?verified=1");
  await expect(page.getByText("You are signed in.")).toBeVisible();
});

test("missing e-mail or password, too many attempts: clear messages, in the browser and from the server", async ({ page, baseURL, consoleErrors }) => {
  await page.goto("/auth");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText(MISSING_CREDENTIALS);
  await page.getByLabel("E-mail").fill("someone@example.com");
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(page.getByRole("alert")).toHaveText(MISSING_CREDENTIALS);

  await page.goto("/auth?signup=true");
  await page.getByLabel("Full name").fill("No Password");
  await page.getByLabel("E-mail").fill("someone@example.com");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toHaveText(MISSING_CREDENTIALS);
  // A short password is refused before it is sent, with the minimum named.
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Use at least 8 characters.")).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");

  // Too many attempts: the server's 429 (better-auth's own body) in the product's words. Faked at the network edge, so
  // the run's real sign-in limit is not spent.
  consoleErrors.allow(/status of 429/);
  await page.route("**/api/auth/sign-in/email", (route) =>
    route.fulfill({ status: 429, json: { message: "Too many requests. Please try again later." }, headers: { "x-retry-after": "600" } }),
  );
  await page.goto("/auth");
  await fillLogIn(page, "someone@example.com", "whatever password");
  await expect(page.getByRole("alert")).toHaveText("Too many attempts. Please wait a few minutes and try again.");
  await page.unroute("**/api/auth/sign-in/email");

  // The server answers the same words to a client that skips the browser's check.
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email: "someone@example.com", password: "" },
    headers: { origin: baseURL! },
  });
  expect(response.status()).toBe(400);
  expect((await response.json()).message).toBe(MISSING_CREDENTIALS);
});

test("signed in: the Dashboard button on /create-listing, Quick Actions, and a side nav without admin items", async ({ page }, testInfo) => {
  await createConfirmedAccount(page, testInfo, "Nora Host");

  await page.goto("/create-listing");
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
  await expect(page.getByRole("button", { name: "Quick actions" })).toBeHidden();

  await page.goto("/");
  await page.getByRole("button", { name: "Quick actions" }).click();
  for (const name of ["Create Listing", "Dashboard", "Profile", "API Dashboard"]) {
    await expect(page.getByRole("menu").getByRole("menuitem", { name, exact: true })).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await expect(page.getByRole("banner").getByRole("link", { name: "Dashboard", exact: true })).toHaveCount(0);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Quick actions" })).toBeHidden();
  const sideNav = page.getByRole("complementary").getByRole("navigation", { name: "Dashboard" });
  for (const name of ["Overview", "Homes", "Listing Generator", "Listing Quality Grader", "Profile", "Credit History", "Listing History", "API Dashboard", "API Testing", "User Guide"]) {
    await expect(sideNav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const name of ["Airbnb Scraper", "Image Caption Generator", "Token Usage"]) {
    await expect(sideNav.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  // The API pages the avatar menu links are in the sidebar too (decision 037); token usage is the admins'.
  await expect(sideNav.getByRole("heading", { name: "Developer" })).toBeVisible();

  // Spec §6: a signed-in non-admin is sent to / from an admin-only page.
  await page.goto("/token-usage");
  await expect(page).toHaveURL("/");
});

test("profile: sessions on two devices, end the other one, change the password, delete the account", async ({ page, browser }, testInfo) => {
  const account = await createConfirmedAccount(page, testInfo, "Dana Devices");

  // A second device signs in.
  const other = await browser.newContext({ userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1" });
  const phone = await other.newPage();
  // A page that needs an account sends the visitor to log in, and back there afterwards.
  await phone.goto("/profile");
  await phone.getByRole("link", { name: "Log In" }).last().click();
  await expect(phone).toHaveURL("/auth?redirect=%2Fprofile");
  await fillLogIn(phone, account.email, account.password);
  await expect(phone).toHaveURL("/profile");

  await page.goto("/profile");
  const sessions = page.getByRole("list", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText("This device");
  await expect(sessions.nth(1)).toContainText("Safari on iOS");
  await expect(sessions.nth(1)).toContainText("Last active");
  await sessions.nth(1).getByRole("button", { name: /End session/ }).click();
  await expect(page.getByText("Session ended")).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText("This is your only session.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign out of all other devices" })).toBeDisabled();

  // The phone is signed out on its next request.
  await phone.goto("/profile");
  await expect(phone.getByRole("heading", { name: "Sign in to see your profile" })).toBeVisible();
  await other.close();

  const passwordForm = page.getByRole("form", { name: "Change password" });
  const newPassword = "another long passphrase";
  await passwordForm.getByLabel("Current password").fill(account.password);
  await passwordForm.getByLabel("New password", { exact: true }).fill(newPassword);
  await passwordForm.getByLabel("Confirm new password").fill(newPassword);
  await expect(passwordForm.getByLabel("Sign out of all other devices")).toBeChecked();
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed")).toBeVisible();
  await expect(passwordForm.getByLabel("Current password")).toHaveValue("");

  await page.getByRole("button", { name: "Delete account…" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("heading", { name: "Delete your account for good?" })).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Your password").fill(newPassword);
  await confirm.click();

  await expect(page.getByText("Your account has been deleted")).toBeVisible();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Log In" })).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByRole("heading", { name: "Sign in to see your profile" })).toBeVisible();
});
