import { describe, expect, it } from "vitest";
import { parseEnv } from "../../env";
import { createLogger } from "../../logger";
import { createPaymentsProvider, DEMO_REFUSED_MESSAGE } from "./create-payments-provider";

const choose = (settings: Record<string, string>) => {
  const env = parseEnv({ LOG_LEVEL: "silent", ...settings });
  return createPaymentsProvider(env, createLogger(env));
};
const STRIPE = { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET: "whsec_x" };

describe("choosing the payments provider (DESIGN.md)", () => {
  it("is Stripe when the key and the webhook secret are set, in any environment", () => {
    expect(choose(STRIPE).mode).toBe("stripe");
    expect(choose({ ...STRIPE, NODE_ENV: "production" }).mode).toBe("stripe");
  });

  it("is demo payments without Stripe outside production", () => {
    expect(choose({}).mode).toBe("demo");
    expect(choose({ NODE_ENV: "test" }).mode).toBe("demo");
  });

  it("refuses demo payments in production unless PAYMENTS=demo", () => {
    expect(choose({ NODE_ENV: "production" })).toEqual({ mode: "disabled", reason: DEMO_REFUSED_MESSAGE });
    expect(choose({ NODE_ENV: "production", PAYMENTS: "demo" }).mode).toBe("demo");
    expect(choose({ ...STRIPE, NODE_ENV: "production", PAYMENTS: "demo" }).mode).toBe("demo");
  });

  it("stops the start when Stripe is half set up, or PAYMENTS=stripe has no key", () => {
    expect(() => choose({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(/STRIPE_WEBHOOK_SECRET must be set/);
    expect(() => choose({ PAYMENTS: "stripe" })).toThrow(/PAYMENTS=stripe needs STRIPE_SECRET_KEY/);
  });

  it("rejects an unknown PAYMENTS value by name", () => {
    expect(() => parseEnv({ PAYMENTS: "free" })).toThrow(/PAYMENTS/);
  });
});
