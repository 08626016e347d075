import { describe, expect, it } from "vitest";
import { useModelTestApp } from "../../../test/support/model-test-app";
import { generate, hostWithCredits, LISBON_FACTS, LISBON_MODEL_ANSWER } from "../../../test/support/listing-requests";
import { jsonRequest } from "../../../test/support/test-app";
import { listingOutputTokens, sectionOutputTokens, summaryMaxCharacters } from "../../writers/listing/listing-limits";
import { readAnswer, readError } from "../../../test/support/read-answer";
import { listingDetailSchema } from "../../../contracts/listings";

const model = useModelTestApp({ AI_TIMEOUT_MS: "60000", AI_MAX_REPAIRS: "1", TRUST_PROXY: "true" });
const t = model.t;

const NEW_SUMMARY = "River view from the living room of a two-bedroom flat in Alfama, Lisbon, for four, with a workspace, wifi and air conditioning.";
const NEW_SPACE = "Two bedrooms with three beds, one bathroom, a kitchen with a coffee maker, a washer and air conditioning.";

async function readyListing(cookie: string): Promise<string> {
  model.standIn.script({ kind: "content", content: LISBON_MODEL_ANSWER });
  const before = model.standIn.calls.length;
  const response = await generate(t, cookie, { facts: LISBON_FACTS });
  expect(response.status).toBe(200);
  // The whole listing's answer is bounded by the marketplace's sizes.
  expect(model.standIn.calls[before]!.body.max_tokens).toBe(listingOutputTokens("airbnb"));
  return (await readAnswer(response, listingDetailSchema)).id;
}

function rewrite(id: string, cookie: string, body: unknown) {
  return t.app.request(`/api/v1/listings/${id}/regenerate-section`, jsonRequest(body, { cookie }));
}

describe("POST /listings/{id}/regenerate-section with a model", () => {
  it("sends the facts and the current texts (not the stored record with its checks), the direction, and a small token budget", async () => {
    const host = await hostWithCredits(t, 1);
    const id = await readyListing(host.cookie);
    model.standIn.script({ kind: "content", content: { text: NEW_SPACE } });
    const before = model.standIn.calls.length;
    const response = await rewrite(id, host.cookie, { section: "space", direction: { kind: "shorter" } });
    expect(response.status).toBe(200);
    expect((await readAnswer(response, listingDetailSchema)).output!.sections.space).toBe(NEW_SPACE);

    const call = model.standIn.calls[before]!;
    expect(call.body.max_tokens).toBe(sectionOutputTokens("space", "airbnb"));
    expect(sectionOutputTokens("space", "airbnb")).toBeLessThan(listingOutputTokens("airbnb") / 4);
    const user = call.messages.filter((message) => message.role === "user").map((message) => String(message.content)).join("\n");
    expect(user).toContain(LISBON_FACTS.location.city);
    expect(user).toContain(LISBON_MODEL_ANSWER.summary);
    expect(user).toContain(LISBON_MODEL_ANSWER.sections.space);
    expect(user).toContain("clearly shorter");
    const sent = JSON.stringify(call.messages);
    // The stored record's own parts stay home: its checks, its writer, its grade.
    for (const recordOnly of ['"checks"', '"severity"', '"passed"', '"writer"', '"overallScore"', '"pointsOfInterest"']) expect(sent).not.toContain(recordOnly);
    expect(call.messages.map((message) => message.role)).toEqual(["system", "user"]);
  });

  it("quotes the host's highlight for lead_with, and refuses lead_with without one", async () => {
    const host = await hostWithCredits(t, 1);
    const id = await readyListing(host.cookie);
    model.standIn.script({ kind: "content", content: { text: NEW_SPACE } });
    const before = model.standIn.calls.length;
    const response = await rewrite(id, host.cookie, { section: "space", direction: { kind: "lead_with", highlight: "the river view" } });
    expect(response.status).toBe(200);
    expect(JSON.stringify(model.standIn.calls[before]!.messages)).toContain('Open the section with this, the host\'s own highlight: \\"the river view\\"');

    const refused = await rewrite(id, host.cookie, { section: "space", direction: { kind: "lead_with" } });
    expect(refused.status).toBe(400);
    expect(model.standIn.calls.length).toBe(before + 1);
  });

  it("rewrites the summary with the marketplace's summary size, checks it and keeps the sections", async () => {
    const host = await hostWithCredits(t, 1);
    const id = await readyListing(host.cookie);
    model.standIn.script({ kind: "content", content: { text: NEW_SUMMARY } });
    const before = model.standIn.calls.length;
    const response = await rewrite(id, host.cookie, { section: "summary", direction: { kind: "lead_with", highlight: "River view from the living room" } });
    expect(response.status).toBe(200);
    const output = (await readAnswer(response, listingDetailSchema)).output!;
    expect(output.summary).toBe(NEW_SUMMARY);
    expect(output.sections).toEqual(LISBON_MODEL_ANSWER.sections);

    const call = model.standIn.calls[before]!;
    expect(call.body.max_tokens).toBe(sectionOutputTokens("summary", "airbnb"));
    const user = call.messages.filter((message) => message.role === "user").map((message) => String(message.content)).join("\n");
    expect(user).toContain(`Rewrite only the "Summary" (summary) with different wording and the same facts, in at most ${summaryMaxCharacters("airbnb")} characters.`);
    expect(user).toContain('the host\'s own highlight: "River view from the living room"');
  });

  it("sends a summary over the marketplace's limit back for repair, and refuses it if it stays too long; nothing changes", async () => {
    const host = await hostWithCredits(t, 1);
    const id = await readyListing(host.cookie);
    const tooLong = `${NEW_SUMMARY} `.repeat(8).trim();
    model.standIn.script({ kind: "content", content: { text: tooLong } }, { kind: "content", content: { text: tooLong } });
    const response = await rewrite(id, host.cookie, { section: "summary" });
    expect(response.status).toBe(502);
    const listing = await readAnswer(await t.app.request(`/api/v1/listings/${id}`, { headers: { cookie: host.cookie } }), listingDetailSchema);
    expect(listing.output!.summary).toBe(LISBON_MODEL_ANSWER.summary);
  });

  it("passes a provider's 429 on as a 503 with its Retry-After; nothing changes", async () => {
    const host = await hostWithCredits(t, 1);
    const id = await readyListing(host.cookie);
    model.standIn.script({ kind: "status", status: 429 });
    const response = await rewrite(id, host.cookie, { section: "notes" });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("20");
    expect((await readError(response)).message).toMatch(/too many requests.*20 seconds/);
  });
});

describe("POST /listings/generate passes a provider's Retry-After on", () => {
  it("answers 503 with the provider's Retry-After and charges nothing", async () => {
    const host = await hostWithCredits(t, 1);
    model.standIn.script({ kind: "status", status: 429 });
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("20");
  });
});
