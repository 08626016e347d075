import { describe, expect, it } from "vitest";
import { billingConfigSchema, checkoutResponseSchema, paymentSchema } from "../../../contracts/billing";
import { signUpVerified } from "../../../test/support/auth-session";
import { readAnswer } from "../../../test/support/read-answer";
import { useTestApp } from "../../../test/support/test-app";
import { expectError, postCheckout, readAccount, readLedger } from "../../../test/support/billing-requests";

const ADMIN = "billing-admin@example.com";
const t = useTestApp({ env: { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN } });

/** The answer of a demo checkout: the contract's "demo" branch (a Stripe answer does not fit it). */
const demoCheckoutSchema = checkoutResponseSchema.options[1];

const LAUNCH_USED = "You've already used the Launch Special offer. Please select another plan.";

describe("POST /billing/checkout with demo payments (no STRIPE_SECRET_KEY, not production)", () => {
  it("says so in GET /billing/config, to visitors too", async () => {
    const response = await t.app.request("/api/v1/billing/config");
    expect(await readAnswer(response, billingConfigSchema)).toEqual({ mode: "demo" });
  });

  it("grants the Launch Special at once: 1 listing credit, 50 caption credits, plan one_time, with the spec's toast", async () => {
    const host = await signUpVerified(t);
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 0, imageCaptionCredits: 0, planType: "none", hasUsedLaunchSpecial: false });
    const response = await postCheckout(t, host.cookie, { plan: "launch_special" });
    expect(response.status).toBe(200);
    const body = await readAnswer(response, demoCheckoutSchema);
    expect(body).toMatchObject({
      mode: "demo",
      paymentId: expect.any(String),
      granted: {
        product: "launch_special",
        packId: null,
        name: "Launch Special",
        listingCredits: 1,
        captionCredits: 50,
        message: "You've successfully purchased the Launch Special! You now have 1 listing credit.",
      },
      balances: { credits: 1, imageCaptionCredits: 50, planType: "one_time", hasUsedLaunchSpecial: true },
    });
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 1, imageCaptionCredits: 50, planType: "one_time", hasUsedLaunchSpecial: true });
    const ledger = await readLedger(t, host.cookie);
    expect(ledger.items.map(({ transactionType, creditKind, amount, balanceAfter, description, reference }) => ({ transactionType, creditKind, amount, balanceAfter, description, reference }))).toEqual([
      { transactionType: "purchase", creditKind: "caption", amount: 50, balanceAfter: 50, description: "Launch Special: 50 image caption credits (demo payment)", reference: body.paymentId },
      { transactionType: "purchase", creditKind: "listing", amount: 1, balanceAfter: 1, description: "Launch Special: 1 listing credit (demo payment)", reference: body.paymentId },
    ]);
  });

  it("refuses a second Launch Special with the spec's text and changes nothing", async () => {
    const host = await signUpVerified(t);
    expect((await postCheckout(t, host.cookie, { plan: "launch_special" })).status).toBe(200);
    await expectError(await postCheckout(t, host.cookie, { plan: "launch_special" }), 409, "conflict", LAUNCH_USED);
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 1, imageCaptionCredits: 50 });
    expect((await readLedger(t, host.cookie)).total).toBe(2);
  });

  it("lets only one of 5 parallel Launch Special purchases through", async () => {
    const host = await signUpVerified(t);
    const responses = await Promise.all(Array.from({ length: 5 }, () => postCheckout(t, host.cookie, { plan: "launch_special" })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 1, imageCaptionCredits: 50 });
    expect((await readLedger(t, host.cookie)).total).toBe(2);
  });

  it.each([
    [2, 1, 50, "You've successfully upgraded to the Starter plan."],
    [3, 3, 150, "You've purchased 3 listing credits and 150 image caption credits."],
    [4, 10, 500, "You've purchased 10 listing credits and 500 image caption credits."],
    [5, 20, 1000, "You've purchased 20 listing credits and 1000 image caption credits."],
  ])("pack %i adds %i listing credits and %i caption credits: %s", async (packId, credits, captions, message) => {
    const host = await signUpVerified(t);
    const body = await readAnswer(await postCheckout(t, host.cookie, { packId }), demoCheckoutSchema);
    expect(body.granted).toMatchObject({ product: "pack", packId, listingCredits: credits, captionCredits: captions, message });
    expect(body.balances).toEqual({ credits, imageCaptionCredits: captions, planType: "one_time", hasUsedLaunchSpecial: false });
  });

  it("adds packs on top of each other and of the Launch Special", async () => {
    const host = await signUpVerified(t);
    await postCheckout(t, host.cookie, { plan: "launch_special" });
    await postCheckout(t, host.cookie, { packId: 3 });
    await postCheckout(t, host.cookie, { packId: 3 });
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 7, imageCaptionCredits: 350, hasUsedLaunchSpecial: true });
  });

  it.each([{ packId: 1 }, { packId: 6 }, { packId: 3.5 }, { plan: "gold" }, { plan: "launch_special", packId: 2 }, {}])(
    "answers %j with 400 'Invalid credit pack selected.'",
    async (body) => {
      const host = await signUpVerified(t);
      await expectError(await postCheckout(t, host.cookie, body), 400, "bad_request", "Invalid credit pack selected.");
      expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 0 });
    },
  );

  it("answers a body of the wrong shape with 400 in the one error shape", async () => {
    const host = await signUpVerified(t);
    await expectError(await postCheckout(t, host.cookie, { packId: "three" }), 400, "validation_failed", /^packId: /);
  });
});

describe("GET /account carries the balances and the plan", () => {
  it("shows an admin the admin plan with 999999 of both (spec §4), never charged", async () => {
    const admin = await signUpVerified(t, { email: ADMIN });
    expect(await readAccount(t, admin.cookie)).toMatchObject({ role: "admin", planType: "admin", credits: 999999, imageCaptionCredits: 999999, hasUsedLaunchSpecial: false });
  });
});

describe("visitors get 401 everywhere a session is needed", () => {
  it.each([
    ["POST", "/api/v1/billing/checkout"],
    ["GET", "/api/v1/billing/payments/anything"],
    ["GET", "/api/v1/credits/transactions"],
    ["GET", "/api/v1/credits/transactions.csv"],
    ["GET", "/api/v1/account"],
  ])("%s %s", async (method, path) => {
    const init = method === "POST" ? { method, headers: { "content-type": "application/json" }, body: JSON.stringify({ packId: 3 }) } : { method };
    await expectError(await t.app.request(path, init), 401, "unauthorized", "Please sign in to continue.");
  });
});

describe("GET /billing/payments/{id}", () => {
  it("shows the payer their demo payment as paid, and nobody else", async () => {
    const host = await signUpVerified(t);
    const other = await signUpVerified(t);
    const { paymentId } = await readAnswer(await postCheckout(t, host.cookie, { packId: 4 }), demoCheckoutSchema);
    const response = await t.app.request(`/api/v1/billing/payments/${paymentId}`, { headers: { cookie: host.cookie } });
    expect(await readAnswer(response, paymentSchema)).toMatchObject({ id: paymentId, provider: "demo", status: "paid", amountCents: 20000, currency: "usd", grant: { name: "Pro Bundle" } });
    await expectError(await t.app.request(`/api/v1/billing/payments/${paymentId}`, { headers: { cookie: other.cookie } }), 404, "not_found", "No such payment.");
  });
});

describe("POST /billing/webhook without Stripe", () => {
  it("is refused with 400", async () => {
    const response = await t.app.request("/api/v1/billing/webhook", { method: "POST", body: "{}", headers: { "stripe-signature": "t=1,v1=x" } });
    await expectError(response, 400, "bad_request", "Stripe is not configured on this server.");
  });
});
