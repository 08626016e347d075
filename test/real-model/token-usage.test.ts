import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { tokenUsage } from "../../server/db/schema/listings";
import { generate, hostWithCredits, LISBON_FACTS } from "../support/listing-requests";
import { readStreamedCompletion } from "../support/recording-proxy";
import { useRealModelApp } from "./real-model-app";

// A server of its own with one slot, so its counters hold this file's calls only and no prompt is served from the
// cache of another's (llama-server counts only the prompt tokens it processed).
const real = useRealModelApp({ variant: "salad", parallel: 1, env: { AI_MAX_REPAIRS: "0" } });
const t = real.t;

describe("token usage is recorded from the server's own usage field", () => {
  it("each model call's row holds the tokens llama-server reported, in its answer and in its own counters", async () => {
    const before = await real.server.metrics();
    const host = await hostWithCredits(t, 1);
    const since = real.proxy.exchanges.length;
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS });
    const body = (await response.json()) as { id?: string; error?: { details: { listingId: string } } };
    const listingId = body.id ?? body.error!.details.listingId;
    const after = await real.server.metrics();

    const calls = real.proxy.exchanges.slice(since).filter((e) => e.path.endsWith("/chat/completions"));
    expect(calls).toHaveLength(1);
    const reported = readStreamedCompletion(calls[0]!.body).usage!;
    expect(reported.prompt_tokens).toBeGreaterThan(200);
    expect(reported.completion_tokens).toBeGreaterThan(10);

    const rows = await t.database.db.select().from(tokenUsage).where(eq(tokenUsage.reference, listingId));
    expect(rows).toEqual([expect.objectContaining({ provider: "openai-compatible", model: "tiny-salad", inputTokens: reported.prompt_tokens, outputTokens: reported.completion_tokens })]);

    // The server's own counters agree: the tokens it read and wrote for this call are the ones in its answer.
    expect(after["llamacpp:prompt_tokens_total"]! - (before["llamacpp:prompt_tokens_total"] ?? 0)).toBe(reported.prompt_tokens);
    expect(after["llamacpp:tokens_predicted_total"]! - (before["llamacpp:tokens_predicted_total"] ?? 0)).toBe(reported.completion_tokens);
  });
});
