import { describe, expect, it } from "vitest";
import { credits, generate, hostWithCredits, LISBON_FACTS } from "../support/listing-requests";
import { readStreamedCompletion } from "../support/recording-proxy";
import { useRealModelApp } from "./real-model-app";

const TIMEOUT_MS = 90_000;
// The rambling model never closes a string on its own: only a limit on the answer's tokens ends it before the timeout.
const real = useRealModelApp({ variant: "rambling", env: { AI_MAX_REPAIRS: "0", AI_TIMEOUT_MS: String(TIMEOUT_MS) } });
const t = real.t;

describe("an answer that runs long", () => {
  it("stops at maxOutputTokens, long before the timeout, with a clear error and no charge", async () => {
    const host = await hostWithCredits(t, 1);
    const since = real.proxy.exchanges.length;
    const started = Date.now();
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS });
    const elapsed = Date.now() - started;

    const calls = real.proxy.exchanges.slice(since).filter((e) => e.path.endsWith("/chat/completions"));
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.status, call.body.slice(0, 500)).toBe(200);
    const limit = (call.request.max_tokens ?? call.request.max_completion_tokens) as number | undefined;
    expect(typeof limit).toBe("number");
    const completion = readStreamedCompletion(call.body);
    // The real server stopped because of the limit the product sent, at exactly that many tokens.
    expect(completion.finishReason).toBe("length");
    expect(completion.usage?.completion_tokens).toBe(limit);
    // Ended by the limit, not the timeout (how long the tokens take is the machine's: 10-55 s seen on 2 cores).
    expect(elapsed).toBeLessThan(TIMEOUT_MS);

    expect(response.status).not.toBe(200);
    const body = (await response.json()) as { error: { message: string; details: { reason: string } } };
    expect(body.error.details.reason).not.toBe("ai_timeout");
    expect(body.error.message).toMatch(/nothing was charged/i);
    expect(await credits(t, host.cookie)).toBe(1);
  });
});
