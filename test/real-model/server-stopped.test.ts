import { describe, expect, it } from "vitest";
import { credits, generate, hostWithCredits, LISBON_FACTS } from "../support/listing-requests";
import { useRealModelApp } from "./real-model-app";

const TIMEOUT_MS = 60_000;
// The rambling model writes long strings, so the answer is still streaming when the server is killed.
const real = useRealModelApp({ variant: "rambling", env: { AI_MAX_REPAIRS: "0", AI_TIMEOUT_MS: String(TIMEOUT_MS) } });
const t = real.t;

type ErrorBody = { error: { message: string; details: { reason: string } } };

describe("the model server stops", () => {
  // Once writer-server's error kinds are on main, name the exact reason here (issue 17).
  it("mid-stream (killed): a clear error of its own at once, not a timeout, and no charge", async () => {
    const host = await hostWithCredits(t, 1);
    real.proxy.onChunk = (index) => {
      if (index === 20) real.server.kill();
    };
    const started = Date.now();
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS });
    real.proxy.onChunk = undefined;
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS / 2);
    // The kill was sent while the answer was streaming (the exit itself may be reported a moment later).
    expect(real.server.process.killed).toBe(true);
    expect(response.status).not.toBe(200);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.details.reason).toMatch(/^ai_/);
    expect(["ai_timeout", "ai_rate_limited", "ai_refused", "ai_bad_output"]).not.toContain(body.error.details.reason);
    expect(body.error.message).toMatch(/nothing was charged/i);
    expect(await credits(t, host.cookie)).toBe(1);
  });

});
