import { describe, expect, it } from "vitest";
import { MARKETPLACE_IDS } from "../../core/marketplaces/marketplace-rules";
import { WRITING_LANGUAGES } from "../../core/writer/property-facts";
import { generate, hostWithCredits, LISBON_FACTS } from "../support/listing-requests";
import { type Exchange, readStreamedCompletion } from "../support/recording-proxy";
import { jsonRequest } from "../support/test-app";
import { offlineTwin, useRealModelApp } from "./real-model-app";

// One attempt per listing: this file is about whether the real grammar accepts what the product asks for, not about
// the repair loop (quality-gate.test.ts is).
const real = useRealModelApp({ variant: "salad", env: { AI_MAX_REPAIRS: "0" } });
const t = real.t;

/** Every model call in `exchanges` was accepted (200) and streamed to a clean end: valid JSON, finish "stop", [DONE]. */
function expectAcceptedAndFinished(exchanges: Exchange[]) {
  expect(exchanges.length).toBeGreaterThan(0);
  for (const exchange of exchanges) {
    // On a refusal the server's own message is the assertion's message (e.g. "failed to parse grammar").
    expect(exchange.status, `${exchange.status} ${exchange.body.slice(0, 500)}`).toBe(200);
    expect(exchange.complete).toBe(true);
    const completion = readStreamedCompletion(exchange.body);
    expect(completion.done).toBe(true);
    expect(completion.finishReason).toBe("stop");
    expect(() => JSON.parse(completion.content)).not.toThrow();
    expect(exchange.request.response_format).toMatchObject({ type: "json_schema" });
  }
}

function newExchanges(since: number): Exchange[] {
  return real.proxy.exchanges.slice(since).filter((e) => e.path.endsWith("/chat/completions"));
}

const combinations = MARKETPLACE_IDS.flatMap((marketplace) => WRITING_LANGUAGES.map((language) => ({ marketplace, language })));

describe("every request the product sends is accepted by llama.cpp's real JSON-schema grammar", () => {
  it.each(combinations)("a listing for $marketplace in $language streams to its end", async ({ marketplace, language }) => {
    const host = await hostWithCredits(t, 1);
    const since = real.proxy.exchanges.length;
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS, marketplace, language });
    expectAcceptedAndFinished(newExchanges(since));
    // Whatever the product made of the word salad, it was not a provider error.
    if (response.status !== 200) {
      const body = (await response.json()) as { error: { details?: { reason?: string } } };
      expect(body.error.details?.reason).not.toMatch(/^ai_/);
    }
  });

  it("a section rewrite streams to its end", async () => {
    const host = await hostWithCredits(t, 1);
    const created = await offlineTwin(t).request("/api/v1/listings/generate", jsonRequest({ facts: LISBON_FACTS }, { cookie: host.cookie }));
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: string };
    const since = real.proxy.exchanges.length;
    await t.app.request(`/api/v1/listings/${id}/regenerate-section`, jsonRequest({ section: "space" }, { cookie: host.cookie }));
    expectAcceptedAndFinished(newExchanges(since));
  });
});
