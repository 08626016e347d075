import { describe, expect, it } from "vitest";
import { billingConfigSchema } from "../../../contracts/billing";
import { signUpVerified } from "../../../test/support/auth-session";
import { readAnswer } from "../../../test/support/read-answer";
import { useTestApp } from "../../../test/support/test-app";
import { expectError, postCheckout, readAccount } from "../../../test/support/billing-requests";

const REFUSED = "Payments are not available on this server: no payment provider is set up, and demo payments are turned off in production.";

describe("in production without Stripe, demo payments are refused", () => {
  const t = useTestApp({ env: { NODE_ENV: "production", TRUST_PROXY: "true" } });

  it("answers 403 with a clear message and grants nothing; /billing/config says disabled", async () => {
    expect(await readAnswer(await t.app.request("/api/v1/billing/config"), billingConfigSchema)).toEqual({ mode: "disabled" });
    const host = await signUpVerified(t);
    await expectError(await postCheckout(t, host.cookie, { packId: 3 }), 403, "forbidden", REFUSED);
    await expectError(await postCheckout(t, host.cookie, { plan: "launch_special" }), 403, "forbidden", REFUSED);
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 0, imageCaptionCredits: 0, hasUsedLaunchSpecial: false });
  });

  it("still names an unknown pack with the spec's text first", async () => {
    const host = await signUpVerified(t);
    await expectError(await postCheckout(t, host.cookie, { packId: 9 }), 400, "bad_request", "Invalid credit pack selected.");
  });
});

describe("in production with PAYMENTS=demo", () => {
  const t = useTestApp({ env: { NODE_ENV: "production", PAYMENTS: "demo", TRUST_PROXY: "true" } });

  it("grants demo purchases at once", async () => {
    expect(await readAnswer(await t.app.request("/api/v1/billing/config"), billingConfigSchema)).toEqual({ mode: "demo" });
    const host = await signUpVerified(t);
    const response = await postCheckout(t, host.cookie, { packId: 3 });
    expect(response.status).toBe(200);
    expect(await readAccount(t, host.cookie)).toMatchObject({ credits: 3, imageCaptionCredits: 150 });
  });
});
