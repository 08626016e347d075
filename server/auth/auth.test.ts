import { describe, expect, it } from "vitest";
import { authPost, openEmailLink, outboxDir, sessionCookie, signIn, signUpVerified, uniqueEmail } from "../../test/support/auth-session";
import { findLink, readLatestEmail, waitForEmail } from "../../test/support/outbox";
import { useTestApp } from "../../test/support/test-app";
import { setUserRole } from "../services/account/set-user-role";
import { MISSING_CREDENTIALS_MESSAGE } from "../../contracts/auth";
import { readAnswer, readError } from "../../test/support/read-answer";
import { accountResponseSchema, sessionResponseSchema } from "../../contracts/session";
import { pageViewSummarySchema } from "../../contracts/page-views";

const ADMIN = "owner@listinglift.example";
const t = useTestApp({ env: { ADMIN_EMAILS: ADMIN, TRUST_PROXY: "true" } });

describe("sign-up and e-mail verification", () => {
  it("sends a verification e-mail with a working link, which signs the user in", async () => {
    const email = uniqueEmail();
    const res = await authPost(t, "/sign-up/email", { email, password: "long enough pw", name: "Maria Lopez" });
    expect(res.status).toBe(200);
    const message = readLatestEmail(outboxDir(t), email);
    expect(message.subject).toBe("Confirm your e-mail for ListingLift");
    expect(message.text).toContain("Hi Maria Lopez, welcome to ListingLift.");
    expect(findLink(message.text)).toMatch(/^http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);

    const verified = await openEmailLink(t, email);
    expect(verified.status).toBe(302);
    const account = await t.app.request("/api/v1/account", { headers: { cookie: sessionCookie(verified) } });
    expect(account.status).toBe(200);
    expect(await readAnswer(account, accountResponseSchema)).toMatchObject({ email, name: "Maria Lopez", role: "user", emailVerified: true });
  });

  it("makes an ADMIN_EMAILS address an admin at sign-up, whatever its case", async () => {
    const admin = await signUpVerified(t, { email: ADMIN.toUpperCase() });
    const session = await t.app.request("/api/v1/session", { headers: { cookie: admin.cookie } });
    expect((await readAnswer(session, sessionResponseSchema)).user).toMatchObject({ email: ADMIN, role: "admin" });
  });

  it("never takes a role from the sign-up body", async () => {
    const email = uniqueEmail("sneaky");
    const res = await authPost(t, "/sign-up/email", { email, password: "long enough pw", name: "S", role: "admin" });
    if (res.status === 200) {
      const verified = await openEmailLink(t, email);
      const session = await t.app.request("/api/v1/session", { headers: { cookie: sessionCookie(verified) } });
      expect((await readAnswer(session, sessionResponseSchema)).user!.role).toBe("user");
    } else expect(res.status).toBe(400);
  });

  it("does not tell whether an e-mail has an account: a second sign-up answers alike and e-mails the owner", async () => {
    const existing = await signUpVerified(t);
    const res = await authPost(t, "/sign-up/email", { email: existing.email, password: "another password", name: "X" });
    expect(res.status).toBe(200);
    expect((await res.json()).user.email).toBe(existing.email);
    expect(readLatestEmail(outboxDir(t), existing.email).subject).toBe("You already have a ListingLift account");
  });

  it("refuses a password shorter than 8 characters", async () => {
    const res = await authPost(t, "/sign-up/email", { email: uniqueEmail(), password: "short", name: "A" });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("PASSWORD_TOO_SHORT");
  });

  it.each([
    ["/sign-up/email", { email: "a@example.com", name: "A" }],
    ["/sign-up/email", { password: "long enough pw", name: "A" }],
    ["/sign-in/email", { email: "a@example.com", password: "" }],
    ["/sign-in/email", {}],
  ])("%s without e-mail or password gives the spec's message", async (endpoint, body) => {
    const res = await authPost(t, endpoint, body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(MISSING_CREDENTIALS_MESSAGE);
  });
});

describe("sign-in", () => {
  it("refuses an unverified e-mail with 403 and sends a new link", async () => {
    const email = uniqueEmail();
    await authPost(t, "/sign-up/email", { email, password: "long enough pw", name: "A" });
    const res = await signIn(t, email, "long enough pw");
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("answers a wrong password with 401, the same as an unknown e-mail", async () => {
    const user = await signUpVerified(t);
    const wrong = await signIn(t, user.email, "not the password");
    const unknown = await signIn(t, uniqueEmail("nobody"), "not the password");
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await wrong.json()).code).toBe((await unknown.json()).code);
  });

  it("signs in with the right password and sets an httpOnly, SameSite=Lax cookie", async () => {
    const user = await signUpVerified(t);
    const res = await signIn(t, user.email, user.password);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });
});

describe("password reset", () => {
  it("e-mails a link that sets a new password; the old one stops working", async () => {
    const user = await signUpVerified(t);
    const res = await authPost(t, "/request-password-reset", { email: user.email, redirectTo: "/reset-password/confirm" });
    expect(res.status).toBe(200);
    const message = await waitForEmail(outboxDir(t), user.email, "Reset your ListingLift password");
    expect(message.subject).toBe("Reset your ListingLift password");
    const landing = await openEmailLink(t, user.email);
    expect(landing.status).toBe(302);
    const target = new URL(landing.headers.get("location")!, t.env.baseUrl);
    expect(target.pathname).toBe("/reset-password/confirm");
    const token = target.searchParams.get("token")!;

    const reset = await authPost(t, "/reset-password", { token, newPassword: "a brand new password" });
    expect(reset.status).toBe(200);
    expect((await signIn(t, user.email, "a brand new password")).status).toBe(200);
    expect((await signIn(t, user.email, user.password)).status).toBe(401);
  });

  it("answers alike for an unknown e-mail, and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const res = await authPost(t, "/request-password-reset", { email, redirectTo: "/reset-password/confirm" });
    expect(res.status).toBe(200);
    expect(() => readLatestEmail(outboxDir(t), email)).toThrow(/No e-mail/);
  });
});

describe("sign-in rate limit", () => {
  it("refuses the 11th attempt from one address within 15 minutes with 429, and not another address", async () => {
    const user = await signUpVerified(t);
    const ip = "203.0.113.77";
    for (let attempt = 1; attempt <= 10; attempt++) {
      const res = await authPost(t, "/sign-in/email", { email: user.email, password: "wrong password" }, { "x-forwarded-for": ip });
      expect(res.status, `attempt ${attempt}`).toBe(401);
    }
    const refused = await authPost(t, "/sign-in/email", { email: user.email, password: user.password }, { "x-forwarded-for": ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("x-retry-after"))).toBeGreaterThan(0);
    const elsewhere = await authPost(t, "/sign-in/email", { email: user.email, password: user.password });
    expect(elsewhere.status).toBe(200);
  }, 90_000); // twelve password hashes in a row: slow on a loaded two-core machine
});

describe("roles are the server's", () => {
  it("visitor → 401, user → 403, admin → 200 on an admin endpoint", async () => {
    expect((await t.app.request("/api/v1/admin/page-views")).status).toBe(401);
    const user = await signUpVerified(t);
    const asUser = await t.app.request("/api/v1/admin/page-views", { headers: { cookie: user.cookie } });
    expect(asUser.status).toBe(403);
    expect((await readError(asUser)).code).toBe("forbidden");
    const admin = await signUpVerified(t, { email: ADMIN.replace("owner", "owner2") });
    await setUserRole(t.database.db, admin.email, "admin");
    const asAdmin = await t.app.request("/api/v1/admin/page-views?days=7", { headers: { cookie: admin.cookie } });
    expect(asAdmin.status).toBe(200);
    expect(await readAnswer(asAdmin, pageViewSummarySchema)).toMatchObject({ total: expect.any(Number), byDay: expect.any(Array) });
  });

  it("a visitor gets 401 from /api/v1/account", async () => {
    const res = await t.app.request("/api/v1/account");
    expect(res.status).toBe(401);
    expect((await readError(res)).code).toBe("unauthorized");
  });

  it("granting and revoking admin takes effect on the next request", async () => {
    const user = await signUpVerified(t);
    const role = async () => (await readAnswer(await t.app.request("/api/v1/session", { headers: { cookie: user.cookie } }), sessionResponseSchema)).user!.role;
    expect(await role()).toBe("user");
    expect(await setUserRole(t.database.db, user.email.toUpperCase(), "admin")).toBe(true);
    expect(await role()).toBe("admin");
    await setUserRole(t.database.db, user.email, "user");
    expect(await role()).toBe("user");
    expect(await setUserRole(t.database.db, uniqueEmail("missing"), "admin")).toBe(false);
  });

  it("sends a signed-in non-admin from an admin-only page to /", async () => {
    const user = await signUpVerified(t);
    const res = await t.app.request("/logo", { headers: { cookie: user.cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });
});
