import { describe, expect, it } from "vitest";
import { generate, hostWithCredits, LISBON_FACTS } from "../../../test/support/listing-requests";
import { jsonRequest, useTestApp } from "../../../test/support/test-app";
import { readAnswer, readError } from "../../../test/support/read-answer";
import { listingDetailSchema } from "../../../contracts/listings";

// TRUST_PROXY: each sign-up comes from its own address (X-Forwarded-For), so the per-address auth limits do not meet.
const t = useTestApp({ env: { TRUST_PROXY: "true" } });

function rewrite(id: string, cookie: string, body: unknown) {
  return t.app.request(`/api/v1/listings/${id}/regenerate-section`, jsonRequest(body, { cookie }));
}

const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;

describe("POST /listings/{id}/regenerate-section of the summary, offline writer", () => {
  it("makes the summary shorter, then leads it with the host's highlight; the sections stay, checks and grade are run again", async () => {
    const host = await hostWithCredits(t, 1);
    const created = await readAnswer(await generate(t, host.cookie, { facts: LISBON_FACTS }), listingDetailSchema);
    const before = created.output!.summary;

    const shorter = await rewrite(created.id, host.cookie, { section: "summary", direction: { kind: "shorter" } });
    expect(shorter.status).toBe(200);
    const afterShorter = await readAnswer(shorter, listingDetailSchema);
    expect(words(afterShorter.output!.summary)).toBeLessThan(words(before));
    expect(before.startsWith(afterShorter.output!.summary.split(/(?<=[.!?])\s/u)[0]!)).toBe(true);
    expect(afterShorter.output!.sections).toEqual(created.output!.sections);
    expect(afterShorter.output!.checks.filter((c) => !c.passed && c.severity === "error")).toEqual([]);
    expect(afterShorter.grade).not.toBeNull();

    const led = await rewrite(created.id, host.cookie, { section: "summary", direction: { kind: "lead_with", highlight: "River view from the living room" } });
    expect(led.status).toBe(200);
    const summary = (await readAnswer(led, listingDetailSchema)).output!.summary;
    const [first] = summary.split(/(?<=[.!?])\s+/u);
    expect(first).toMatch(/river view/iu);
    expect((await readAnswer(await t.app.request(`/api/v1/listings/${created.id}`, { headers: { cookie: host.cookie } }), listingDetailSchema)).output!.summary).toBe(summary);
  });

  it("writes the summary again in other words with no direction", async () => {
    const host = await hostWithCredits(t, 1);
    const created = await readAnswer(await generate(t, host.cookie, { facts: LISBON_FACTS }), listingDetailSchema);
    const response = await rewrite(created.id, host.cookie, { section: "summary" });
    expect(response.status).toBe(200);
    const summary = (await readAnswer(response, listingDetailSchema)).output!.summary;
    expect(summary.length).toBeGreaterThan(40);
    expect(summary).toContain("Lisbon");
  });

  it("refuses a part that is not rewritable (the title is chosen, not rewritten) with 400", async () => {
    const host = await hostWithCredits(t, 1);
    const created = await readAnswer(await generate(t, host.cookie, { facts: LISBON_FACTS }), listingDetailSchema);
    const response = await rewrite(created.id, host.cookie, { section: "title" });
    expect(response.status).toBe(400);
    expect((await readError(response)).code).toBe("validation_failed");
  });

  it("rewrites an empty 'Getting around' into an empty one again (nothing to say is still nothing), not an error", async () => {
    const host = await hostWithCredits(t, 1);
    const facts = { ...LISBON_FACTS, pointsOfInterest: undefined, location: { city: "Albany", region: "NY", country: "United States" } };
    const created = await readAnswer(await generate(t, host.cookie, { facts }), listingDetailSchema);
    expect(created.output!.sections.gettingAround).toBe("");
    const response = await rewrite(created.id, host.cookie, { section: "gettingAround" });
    expect(response.status).toBe(200);
    expect((await readAnswer(response, listingDetailSchema)).output!.sections.gettingAround).toBe("");
  });
});
