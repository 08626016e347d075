import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings, tokenUsage } from "../../db/schema/listings";
import { useModelTestApp } from "../../../test/support/model-test-app";
import { listingDetailSchema, writerInfoResponseSchema } from "../../../contracts/listings";
import { readAnswer } from "../../../test/support/read-answer";
import { credits, generate, generationFailureSchema, hostWithCredits, LISBON_FACTS, LISBON_MODEL_ANSWER, readEvents } from "../../../test/support/listing-requests";

/** The same, but it invents a hot tub: the fidelity guard must catch it. */
const GOOD_ANSWER = LISBON_MODEL_ANSWER;
const INVENTED_ANSWER = {
  ...GOOD_ANSWER,
  sections: { ...GOOD_ANSWER.sections, space: `${GOOD_ANSWER.sections.space} After a day out, relax in the private hot tub on the terrace.` },
};

const model = useModelTestApp({ AI_API_KEY: "test-key", AI_TIMEOUT_MS: "1500", AI_MAX_REPAIRS: "2", TRUST_PROXY: "true" });
const t = model.t;

async function listingRow(id: string) {
  const [row] = await t.database.db.select().from(listings).where(eq(listings.id, id));
  return row!;
}

async function usageRows(reference: string) {
  return t.database.db.select().from(tokenUsage).where(eq(tokenUsage.reference, reference));
}


describe("POST /listings/generate with a model (an OpenAI-compatible stand-in, streaming)", () => {
  it("writes the model's structured answer, checks and grades it, charges 1 credit and records the tokens", async () => {
    const host = await hostWithCredits(t, 2);
    model.standIn.script({ kind: "content", content: GOOD_ANSWER, usage: { prompt: 1200, completion: 480 } });
    const before = model.standIn.calls.length;
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS });
    expect(response.status).toBe(200);
    const listing = await readAnswer(response, listingDetailSchema);
    expect(listing.status).toBe("ready");
    expect(listing.output!.title).toBe(GOOD_ANSWER.titles[0]);
    expect(listing.output!.writer).toEqual({ kind: "ai", label: "openai-compatible stand-in-model", attempts: 1 });
    expect(listing.output!.checks.filter((c) => !c.passed && c.severity === "error")).toEqual([]);
    expect(listing.grade!.overallScore).toBeGreaterThan(0);
    expect(await credits(t, host.cookie)).toBe(1);

    const call = model.standIn.calls[before]!;
    expect(call.stream).toBe(true);
    expect(call.authorization).toBe("Bearer test-key");
    expect(JSON.stringify(call.responseFormat)).toContain("json_schema");
    const prompt = JSON.stringify(call.messages);
    expect(prompt).toContain("Miradouro de Santa Luzia");
    expect(prompt).toContain("Facts only");

    const usage = await usageRows(listing.id);
    expect(usage).toEqual([expect.objectContaining({ provider: "openai-compatible", model: "stand-in-model", inputTokens: 1200, outputTokens: 480, purpose: "listing", outcome: "ok" })]);
  });

  it("streams started, partial texts section by section, and done with Accept: text/event-stream", async () => {
    const host = await hostWithCredits(t, 1);
    // A model that takes its time, as real ones do: the page gets the texts in several steps.
    model.standIn.script({ kind: "content", content: GOOD_ANSWER, chunkDelayMs: 8 });
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS }, { accept: "text/event-stream" });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const events = await readEvents(response);
    expect(events[0]).toMatchObject({ type: "started", writer: "openai-compatible stand-in-model" });
    const partials = events.filter((e) => e.type === "partial");
    expect(partials.length).toBeGreaterThan(1);
    expect(events.at(-1)).toMatchObject({ type: "done", listing: { status: "ready" } });
  });

  it("asks again when the answer is not valid JSON, and keeps the second answer", async () => {
    const host = await hostWithCredits(t, 1);
    model.standIn.script({ kind: "content", content: '{"titles": ["Alfama Flat", ' }, { kind: "content", content: GOOD_ANSWER });
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS });
    expect(response.status).toBe(200);
    expect((await readAnswer(response, listingDetailSchema)).output!.writer.attempts).toBe(2);
    expect(await credits(t, host.cookie)).toBe(0);
  });

  it("sends an invented amenity back with the failure named, and keeps the repaired answer", async () => {
    const host = await hostWithCredits(t, 1);
    model.standIn.script({ kind: "content", content: INVENTED_ANSWER }, { kind: "content", content: GOOD_ANSWER });
    const before = model.standIn.calls.length;
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS });
    expect(response.status).toBe(200);
    const listing = await readAnswer(response, listingDetailSchema);
    expect(listing.output!.writer.attempts).toBe(2);
    expect(listing.output!.sections.space).not.toMatch(/hot tub/i);
    const repair = model.standIn.calls[before + 1]!;
    const last = repair.messages.at(-1)!;
    expect(last.role).toBe("user");
    expect(JSON.stringify(last.content)).toMatch(/hot tub/i);
  });

  it("refuses a listing that keeps inventing, records it failed and charges nothing", async () => {
    const host = await hostWithCredits(t, 1);
    model.standIn.script({ kind: "content", content: INVENTED_ANSWER });
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS });
    expect(response.status).toBe(502);
    const body = await readAnswer(response, generationFailureSchema);
    expect(body.error.code).toBe("upstream_failed");
    expect(body.error.details.reason).toBe("checks_failed");
    expect(body.error.message).toMatch(/hot tub/i);
    expect(await credits(t, host.cookie)).toBe(1);
    const row = await listingRow(body.error.details.listingId);
    expect(row.status).toBe("failed");
  });

  it.each([
    { name: "a 429", reply: { kind: "status" as const, status: 429 }, status: 503, reason: "ai_rate_limited", text: /too many requests/ },
    { name: "a 500", reply: { kind: "status" as const, status: 500 }, status: 502, reason: "ai_unavailable", text: /error \(500\)/ },
    { name: "no answer within AI_TIMEOUT_MS", reply: { kind: "hang" as const }, status: 503, reason: "ai_timeout", text: /too long/ },
  ])("answers $name with a clear message, a failed listing and no charge", async ({ reply, status, reason, text }) => {
    const host = await hostWithCredits(t, 1);
    model.standIn.script(reply);
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS });
    expect(response.status).toBe(status);
    const body = await readAnswer(response, generationFailureSchema);
    expect(body.error.details.reason).toBe(reason);
    expect(body.error.message).toMatch(text);
    expect(body.error.message).toContain("Nothing was charged");
    expect(await credits(t, host.cookie)).toBe(1);
    expect((await listingRow(body.error.details.listingId)).status).toBe("failed");
    const usage = await usageRows(body.error.details.listingId);
    expect(usage.every((u) => u.outcome === "error")).toBe(true);
  });

  it("writes the languages a model writes, and says which writer writes", async () => {
    const host = await hostWithCredits(t, 0);
    const response = await t.app.request("/api/v1/listings/writer", { headers: { cookie: host.cookie } });
    expect(await readAnswer(response, writerInfoResponseSchema)).toEqual({ kind: "ai", label: "openai-compatible stand-in-model", languages: ["en", "es", "fr", "de", "it", "pt"] });
  });
});
