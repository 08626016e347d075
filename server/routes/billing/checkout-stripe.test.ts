import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingConfigSchema, checkoutResponseSchema, paymentSchema, webhookAnswerSchema } from "../../../contracts/billing";
import { signUpVerified, type TestUser } from "../../../test/support/auth-session";
import { buildSessionEvent, signPayload, type StandInSession, startStripeStandIn, type StripeStandIn } from "../../../test/support/stripe-stand-in";
import { useTestApp } from "../../../test/support/test-app";
import { readAnswer } from "../../../test/support/read-answer";
import { expectError, postCheckout, readAccount, readLedger } from "../../../test/support/billing-requests";

const SECRET_KEY = "sk_test_listinglift_stand_in";
const WEBHOOK_SECRET = "whsec_listinglift_test_secret";
const BASE_URL = "http://listinglift.test";

let stripe: StripeStandIn;
// The stand-in must listen before the app reads STRIPE_API_BASE: start it at import time, in this file's own process.
const standIn = startStripeStandIn(SECRET_KEY);
const t = useTestApp({
  env: { TRUST_PROXY: "true", BASE_URL, STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: await standIn.then((s) => s.baseUrl) },
});
beforeAll(async () => {
  stripe = await standIn;
});
afterAll(() => stripe.close());

/** The answer of a Stripe checkout: the contract's "stripe" branch (a demo answer does not fit it). */
const stripeCheckoutSchema = checkoutResponseSchema.options[0];

async function deliver(payload: string, signature = signPayload(payload, WEBHOOK_SECRET)): Promise<Response> {
  return t.app.request("/api/v1/billing/webhook", { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });
}

async function openCheckout(host: TestUser, body: unknown): Promise<{ paymentId: string; session: StandInSession }> {
  const response = await postCheckout(t, host.cookie, body);
  expect(response.status).toBe(200);
  const answer = await readAnswer(response, stripeCheckoutSchema);
  expect(answer.mode).toBe("stripe");
  const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === answer.paymentId)!;
  expect(answer.url).toBe(session.url);
  return { paymentId: answer.paymentId, session };
}

describe("Stripe Checkout (against a local stand-in of Stripe's API)", () => {
  it("opens a one-time payment session for the pack, with our payment id, return URLs and the customer's e-mail", async () => {
    expect(await readAnswer(await t.app.request("/api/v1/billing/config"), billingConfigSchema)).toEqual({ mode: "stripe" });
    const host = await signUpVerified(t);
    const { paymentId } = await openCheckout(host, { packId: 3 });
    const call = stripe.calls.at(-1)!;
    expect(call).toMatchObject({ method: "POST", path: "/v1/checkout/sessions", authorization: `Bearer ${SECRET_KEY}`, idempotencyKey: `checkout-${paymentId}` });
    expect(call.params).toMatchObject({
      mode: "payment",
      client_reference_id: paymentId,
      customer_email: host.email,
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "6600",
      "line_items[0][price_data][product_data][name]": "ListingLift Growth Pack",
      success_url: `${BASE_URL}/billing/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${BASE_URL}/billing/cancel`,
    });
    // Nothing is granted until Stripe says the session is paid.
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 0, imageCaptionCredits: 0 });
  });

  it("grants once however often checkout.session.completed is delivered (10 at once, then 5 more)", async () => {
    const host = await signUpVerified(t);
    const { paymentId, session } = await openCheckout(host, { packId: 4 });
    const pending = await t.app.request(`/api/v1/billing/payments/${session.id}`, { headers: { cookie: host.cookie } });
    expect(await readAnswer(pending, paymentSchema)).toMatchObject({ id: paymentId, status: "pending" });
    const payload = buildSessionEvent(session, "checkout.session.completed");
    const first = await Promise.all(Array.from({ length: 10 }, () => deliver(payload)));
    expect(first.map((r) => r.status)).toEqual(Array(10).fill(200));
    const outcomes = await Promise.all(first.map(async (r) => (await readAnswer(r, webhookAnswerSchema)).outcome));
    expect(outcomes.filter((o) => o === "granted")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "already_processed")).toHaveLength(9);
    for (let i = 0; i < 5; i++) expect((await readAnswer(await deliver(payload), webhookAnswerSchema)).outcome).toBe("already_processed");
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 10, imageCaptionCredits: 500, planType: "one_time" });
    const ledger = await readLedger(t, host.cookie);
    expect(ledger.items.map((i) => [i.creditKind, i.amount, i.description])).toEqual([
      ["caption", 500, "Pro Bundle: 500 image caption credits"],
      ["listing", 10, "Pro Bundle: 10 listing credits"],
    ]);
    const paid = await t.app.request(`/api/v1/billing/payments/${session.id}`, { headers: { cookie: host.cookie } });
    expect(await readAnswer(paid, paymentSchema)).toMatchObject({ status: "paid", completedAt: expect.any(String), grant: { message: "You've purchased 10 listing credits and 500 image caption credits." } });
  });

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const host = await signUpVerified(t);
    const { session } = await openCheckout(host, { packId: 2 });
    const payload = buildSessionEvent(session, "checkout.session.completed");
    const message = "The Stripe signature of this webhook is not valid.";
    await expectError(await deliver(payload, signPayload(payload, "whsec_someone_else")), 400, "bad_request", message);
    await expectError(await deliver(payload, "t=1,v1=deadbeef"), 400, "bad_request", message);
    await expectError(await deliver(payload, ""), 400, "bad_request", message);
    // A signature of another body does not cover this one.
    const tampered = payload.replace('"amount_total":2500', '"amount_total":1');
    await expectError(await deliver(tampered, signPayload(payload, WEBHOOK_SECRET)), 400, "bad_request", message);
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 0 });
    expect((await readLedger(t, host.cookie)).total).toBe(0);
  });

  it("grants the Launch Special through Stripe, then refuses to open a second one with the spec's text", async () => {
    const host = await signUpVerified(t);
    const { session } = await openCheckout(host, { plan: "launch_special" });
    expect(stripe.calls.at(-1)!.params["line_items[0][price_data][unit_amount]"]).toBe("500");
    expect((await readAnswer(await deliver(buildSessionEvent(session, "checkout.session.completed")), webhookAnswerSchema)).outcome).toBe("granted");
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 1, imageCaptionCredits: 50, hasUsedLaunchSpecial: true });
    const calls = stripe.calls.length;
    const second = await postCheckout(t, host.cookie, { plan: "launch_special" });
    await expectError(second, 409, "conflict", "You've already used the Launch Special offer. Please select another plan.");
    expect(stripe.calls.length).toBe(calls);
  });

  it("closes an expired session; a later 'completed' for it grants nothing", async () => {
    const host = await signUpVerified(t);
    const { session } = await openCheckout(host, { packId: 5 });
    expect((await readAnswer(await deliver(buildSessionEvent(session, "checkout.session.expired")), webhookAnswerSchema)).outcome).toBe("closed");
    expect((await readAnswer(await deliver(buildSessionEvent(session, "checkout.session.expired")), webhookAnswerSchema)).outcome).toBe("already_processed");
    expect((await readAnswer(await deliver(buildSessionEvent(session, "checkout.session.completed")), webhookAnswerSchema)).outcome).toBe("already_processed");
    const payment = await t.app.request(`/api/v1/billing/payments/${session.id}`, { headers: { cookie: host.cookie } });
    expect((await readAnswer(payment, paymentSchema)).status).toBe("expired");
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 0 });
  });

  it("waits for async_payment_succeeded when a session completes unpaid", async () => {
    const host = await signUpVerified(t);
    const { session } = await openCheckout(host, { packId: 2 });
    const unpaid = buildSessionEvent(session, "checkout.session.completed", { payment_status: "unpaid" });
    expect((await readAnswer(await deliver(unpaid), webhookAnswerSchema)).outcome).toBe("ignored");
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 0 });
    expect((await readAnswer(await deliver(buildSessionEvent(session, "checkout.session.async_payment_succeeded")), webhookAnswerSchema)).outcome).toBe("granted");
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 1, imageCaptionCredits: 50 });
  });

  it("does not grant when the amount paid differs from the price, nor for sessions it never opened", async () => {
    const host = await signUpVerified(t);
    const { session } = await openCheckout(host, { packId: 5 });
    const cheap = buildSessionEvent(session, "checkout.session.completed", { amount_total: 100 });
    expect((await readAnswer(await deliver(cheap), webhookAnswerSchema)).outcome).toBe("amount_mismatch");
    const stranger = buildSessionEvent({ ...session, id: "cs_test_unknown", client_reference_id: "not-ours" }, "checkout.session.completed");
    expect((await readAnswer(await deliver(stranger), webhookAnswerSchema)).outcome).toBe("unknown_payment");
    // Our payment id on a session we did not open for it is not ours either.
    const hijack = buildSessionEvent({ ...session, id: "cs_test_other" }, "checkout.session.completed");
    expect((await readAnswer(await deliver(hijack), webhookAnswerSchema)).outcome).toBe("unknown_payment");
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 0 });
  });

  it("acknowledges events it does not use", async () => {
    const payload = JSON.stringify({ id: "evt_1", object: "event", type: "customer.created", data: { object: { id: "cus_1" } } });
    expect(await readAnswer(await deliver(payload), webhookAnswerSchema)).toEqual({ received: true, outcome: "ignored" });
  });

  it("answers 502 with the spec's text when Stripe fails, and marks the payment failed", async () => {
    const host = await signUpVerified(t);
    stripe.failWith(500);
    try {
      await expectError(await postCheckout(t, host.cookie, { packId: 3 }), 502, "upstream_failed", "An unexpected error occurred. Please try again.");
    } finally {
      stripe.failWith(null);
    }
    const paymentId = stripe.calls.at(-1)!.params.client_reference_id!;
    const payment = await t.app.request(`/api/v1/billing/payments/${paymentId}`, { headers: { cookie: host.cookie } });
    expect((await readAnswer(payment, paymentSchema)).status).toBe("failed");
  });
});
