import { afterAll, describe, expect, it } from "vitest";
import { authPost, uniqueEmail } from "../../test/support/auth-session";
import { type SmtpStandIn, startSmtpStandIn } from "../../test/support/smtp-stand-in";
import { useTestApp } from "../../test/support/test-app";

// A provider that takes SMTP_DELAY_MS to accept each message: an inline send would add at least that to the answer.
const SMTP_DELAY_MS = 1500;
const TOLERANCE_MS = 600;
const ROUNDS = 5;
// Started before useTestApp's beforeAll reads the env: a top-level await in the module.
const smtp: SmtpStandIn = await startSmtpStandIn({ delayMs: SMTP_DELAY_MS });
const t = useTestApp({ env: { SMTP_URL: smtp.url, TRUST_PROXY: "true", AUTH_RATE_LIMIT_SCALE: "100" } });
afterAll(() => smtp.close());

async function timeReset(email: string): Promise<number> {
  const started = performance.now();
  const res = await authPost(t, "/request-password-reset", { email, redirectTo: "/reset-password/confirm" });
  expect(res.status).toBe(200);
  return performance.now() - started;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe("a password-reset request answers alike whether the address has an account", () => {
  it(`times alike (medians within ${TOLERANCE_MS} ms) with an SMTP provider that takes ${SMTP_DELAY_MS} ms, and the e-mail still goes out`, async () => {
    const email = uniqueEmail("reset-timing");
    expect((await authPost(t, "/sign-up/email", { email, password: "correct horse battery", name: "Timing" })).status).toBe(200);
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      known.push(await timeReset(email));
      unknown.push(await timeReset(uniqueEmail("nobody")));
    }
    expect(Math.abs(median(known) - median(unknown)), `known ${known.map(Math.round)} ms, unknown ${unknown.map(Math.round)} ms`).toBeLessThan(TOLERANCE_MS);
    // Sent all the same, after the answer: the sign-up's confirmation and each reset link reach the provider.
    await expect.poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, { timeout: 20_000 }).toBe(1 + ROUNDS);
  }, 120_000);
});
