import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { user } from "../../db/schema/auth";
import { creditTransactions } from "../../db/schema/billing";
import { listings } from "../../db/schema/listings";
import { serverInstances } from "../../db/schema/server-instances";
import { registerInstance } from "../../services/instances/server-instances";
import { createLogger } from "../../logger";
import { startListing } from "../../services/listings/start-listing";
import { STUCK_MESSAGE, sweepStuckListings } from "../../services/listings/sweep-stuck-listings";
import { sumLedger } from "../../../test/support/billing-data";
import { getSectionRewriteRule } from "../../services/listings/regenerate-section";
import { consumeRateLimit } from "../../services/rate-limits/consume-rate-limit";
import { apiErrorSchema } from "../../../contracts/errors";
import { analyzeListingResponseSchema } from "../../../contracts/grader";
import { listingDetailSchema, listingDraftSchema, listingsPageSchema, SECTION_REWRITES_PER_HOUR } from "../../../contracts/listings";
import { readAnswer, readError } from "../../../test/support/read-answer";
import { createSampleListing } from "../../../test/support/grader-requests";
import { credits, generate, hostWithCredits, LISBON_FACTS } from "../../../test/support/listing-requests";
import { jsonRequest, useTestApp } from "../../../test/support/test-app";
import { bearer, createKey } from "../../../test/support/api-key-requests";

// TRUST_PROXY: each sign-up comes from its own address (X-Forwarded-For), so the per-address auth limits do not meet.
const t = useTestApp({ env: { TRUST_PROXY: "true" } });

function get(path: string, cookie: string) {
  return t.app.request(path, { headers: { cookie } });
}

describe("POST /listings/generate with the offline writer (no model configured)", () => {
  it("writes a complete listing that passes every check, grades it and takes exactly one credit", async () => {
    const host = await hostWithCredits(t, 2);
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS, marketplace: "airbnb" });
    expect(response.status).toBe(200);
    const listing = await readAnswer(response, listingDetailSchema);
    expect(listing).toMatchObject({ status: "ready", origin: "web", marketplace: "airbnb", language: "en", city: "Lisbon", writerLabel: "offline writer" });
    expect(listing.output!.titles).toHaveLength(3);
    expect(listing.output!.checks.length).toBeGreaterThan(5);
    // Every rule passes; the one warning allowed is Airbnb's phone preview (about 32 characters of a 41-50 character title).
    const failed = listing.output!.checks.filter((c) => !c.passed);
    expect(failed.filter((c) => c.severity === "error")).toEqual([]);
    expect(failed.map((c) => c.id).filter((id) => id !== "title-mobile-preview")).toEqual([]);
    expect(listing.output!.pointsOfInterest[0]).toMatchObject({ name: "Miradouro de Santa Luzia", distanceMeters: 350, source: "host" });
    // 0.7 + 0.3·2/3 is 0.8999999999999999 in floating point.
    expect(listing.grade!.breakdown.title.score).toBeGreaterThanOrEqual(0.9 - 1e-9);
    expect(await credits(t, host.cookie)).toBe(1);
    expect(await sumLedger(t.database.db, host.id, "listing")).toBe(1);
  });

  it("refuses with the spec's text when the host has no credit, and stores nothing", async () => {
    const host = await hostWithCredits(t, 0);
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS });
    expect(response.status).toBe(402);
    expect(await readAnswer(response, apiErrorSchema)).toEqual({ error: { code: "insufficient_credits", message: "Please purchase more credits to continue." } });
    expect(await t.database.db.select().from(listings).where(eq(listings.userId, host.id))).toEqual([]);
  });

  it("lets one credit pay for one listing however many are asked for at once", async () => {
    const host = await hostWithCredits(t, 1);
    const responses = await Promise.all(Array.from({ length: 4 }, () => generate(t, host.cookie, { facts: LISBON_FACTS })));
    expect(responses.map((r) => r.status).sort()).toEqual([200, 402, 402, 402]);
    expect(await credits(t, host.cookie)).toBe(0);
  });

  it("refuses invalid facts and a language the offline writer does not write, charging nothing", async () => {
    const host = await hostWithCredits(t, 1);
    const invalid = await generate(t, host.cookie, { facts: { ...LISBON_FACTS, bedrooms: -1 } });
    expect(invalid.status).toBe(400);
    expect((await readError(invalid)).message).toMatch(/^facts\.bedrooms/);
    const french = await generate(t, host.cookie, { facts: LISBON_FACTS, language: "fr" });
    expect(french.status).toBe(400);
    expect((await readError(french)).message).toBe("The offline writer writes in en only. An AI model (AI_PROVIDER) writes fr too.");
    expect(await credits(t, host.cookie)).toBe(1);
  });

  it("does not charge an admin, and writes the usage with amount 0", async () => {
    const admin = await hostWithCredits(t, 0);
    await t.database.db.update(user).set({ role: "admin" }).where(eq(user.id, admin.id));
    const response = await generate(t, admin.cookie, { facts: LISBON_FACTS });
    expect(response.status).toBe(200);
    const usage = await t.database.db.select().from(creditTransactions).where(eq(creditTransactions.userId, admin.id));
    expect(usage).toEqual([expect.objectContaining({ transactionType: "usage", amount: 0 })]);
  });

  it("charges once when a generation is retried 3 times with an API key and one Idempotency-Key", async () => {
    const host = await hostWithCredits(t, 3);
    const { key } = await createKey(t, host.cookie);
    const headers = bearer(key, { "idempotency-key": crypto.randomUUID() });
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await generate(t, "", { facts: LISBON_FACTS }, headers));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((r) => r.headers.get("idempotent-replayed"))).toEqual([null, "true", "true", "true"]);
    const bodies = await Promise.all(answers.map((r) => readAnswer(r, listingDetailSchema)));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(bodies[0]!.origin).toBe("api");
    expect(await credits(t, host.cookie)).toBe(2);
    expect(await t.database.db.select().from(listings).where(eq(listings.userId, host.id))).toHaveLength(1);
  });

  it("answers 401 to a visitor", async () => {
    expect((await t.app.request("/api/v1/listings/generate", jsonRequest({ facts: LISBON_FACTS }))).status).toBe(401);
    expect((await t.app.request("/api/v1/listings")).status).toBe(401);
  });
});

describe("the listing afterwards: history, edits, rewrite, exports, copies, deletion", () => {
  it("lists, searches, opens, edits, rewrites a section, exports, duplicates and deletes", async () => {
    const host = await hostWithCredits(t, 1);
    const created = await readAnswer(await generate(t, host.cookie, { facts: LISBON_FACTS }), listingDetailSchema);

    const page = await readAnswer(await get("/api/v1/listings?q=lisbon", host.cookie), listingsPageSchema);
    expect(page).toMatchObject({ total: 1, page: 1, items: [{ id: created.id, status: "ready" }] });
    expect((await readAnswer(await get("/api/v1/listings?q=Madrid", host.cookie), listingsPageSchema)).total).toBe(0);

    const edited = await t.app.request(`/api/v1/listings/${created.id}`, { ...jsonRequest({ sections: { notes: "Stairs only, no lift." } }, { cookie: host.cookie }), method: "PATCH" });
    expect(edited.status).toBe(200);
    expect((await readAnswer(edited, listingDetailSchema)).output!.sections.notes).toBe("Stairs only, no lift.");

    const rewritten = await t.app.request(`/api/v1/listings/${created.id}/regenerate-section`, jsonRequest({ section: "space" }, { cookie: host.cookie }));
    expect(rewritten.status).toBe(200);
    const afterRewrite = await readAnswer(rewritten, listingDetailSchema);
    expect(afterRewrite.output!.sections.notes).toBe("Stairs only, no lift.");
    expect(afterRewrite.output!.sections.space.length).toBeGreaterThan(50);
    expect(await credits(t, host.cookie)).toBe(0);

    const md = await get(`/api/v1/listings/${created.id}/export?format=md`, host.cookie);
    expect(md.headers.get("content-type")).toContain("text/markdown");
    expect(md.headers.get("content-disposition")).toMatch(/attachment; filename=".+\.md"/);
    expect(await md.text()).toContain("## Other things to note\n\nStairs only, no lift.");
    const json = await (await get(`/api/v1/listings/${created.id}/export?format=json`, host.cookie)).json();
    expect(json.title).toBe(created.output!.title);

    const copy = await t.app.request(`/api/v1/listings/${created.id}/duplicate`, { method: "POST", headers: { cookie: host.cookie } });
    expect(copy.status).toBe(201);
    const copyId = (await readAnswer(copy, listingDetailSchema)).id;
    expect((await readAnswer(await get("/api/v1/listings", host.cookie), listingsPageSchema)).total).toBe(2);

    expect((await t.app.request(`/api/v1/listings/${copyId}`, { method: "DELETE", headers: { cookie: host.cookie } })).status).toBe(204);
    expect((await get(`/api/v1/listings/${copyId}`, host.cookie)).status).toBe(404);
  });

  it("hides one host's listing from another (404, as if it did not exist)", async () => {
    const owner = await hostWithCredits(t, 1);
    const other = await hostWithCredits(t, 0);
    const created = await readAnswer(await generate(t, owner.cookie, { facts: LISBON_FACTS }), listingDetailSchema);
    expect((await get(`/api/v1/listings/${created.id}`, other.cookie)).status).toBe(404);
    expect((await t.app.request(`/api/v1/listings/${created.id}`, { method: "DELETE", headers: { cookie: other.cookie } })).status).toBe(404);
    expect((await get(`/api/v1/listings/${created.id}/export?format=txt`, other.cookie)).status).toBe(404);
  });

  it("keeps the form as a draft between visits", async () => {
    const host = await hostWithCredits(t, 0);
    expect(await readAnswer(await get("/api/v1/listings/draft", host.cookie), listingDraftSchema)).toEqual({ facts: {}, updatedAt: null });
    const put = await t.app.request("/api/v1/listings/draft", { ...jsonRequest({ facts: { propertyType: "Entire loft", location: { city: "Porto" } } }, { cookie: host.cookie }), method: "PUT" });
    expect(put.status).toBe(200);
    expect((await readAnswer(await get("/api/v1/listings/draft", host.cookie), listingDraftSchema)).facts).toEqual({ propertyType: "Entire loft", location: { city: "Porto" } });
  });
});

describe("Improve this listing: the form started from an analysed listing", () => {
  it("answers the facts the analysed listing states, and 404 for another host's analysis", async () => {
    const host = await hostWithCredits(t, 0);
    const other = await hostWithCredits(t, 0);
    const listing = createSampleListing();
    const analyzed = await t.app.request("/api/v1/grader/analyze", jsonRequest({ listing }, { cookie: host.cookie }));
    expect(analyzed.status).toBe(200);
    const gradeId = (await readAnswer(analyzed, analyzeListingResponseSchema)).gradeId!;
    const response = await get(`/api/v1/listings/facts-from-grade/${gradeId}`, host.cookie);
    expect(response.status).toBe(200);
    const { facts } = await response.json();
    expect(facts.amenities.length).toBeGreaterThan(0);
    if (listing.bedrooms !== null) expect(facts.bedrooms).toBe(listing.bedrooms);
    expect((await get(`/api/v1/listings/facts-from-grade/${gradeId}`, other.cookie)).status).toBe(404);
  });
});

describe("rewriting a section", () => {
  it("is free but counted: the rewrite over the hourly limit is refused with 429 and Retry-After, the listing unchanged", async () => {
    const host = await hostWithCredits(t, 1);
    const created = await readAnswer(await generate(t, host.cookie, { facts: LISBON_FACTS }), listingDetailSchema);
    const rewrite = () => t.app.request(`/api/v1/listings/${created.id}/regenerate-section`, jsonRequest({ section: "space" }, { cookie: host.cookie }));
    for (let i = 0; i < SECTION_REWRITES_PER_HOUR - 1; i++) await consumeRateLimit(t.database.db, getSectionRewriteRule(host.id));
    const last = await rewrite();
    expect(last.status).toBe(200);
    const space = (await readAnswer(last, listingDetailSchema)).output!.sections.space;
    const refused = await rewrite();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await readError(refused)).message).toMatch(/^You have rewritten 30 sections in the last hour\. Please try again in \d+ minutes?\.$/);
    expect((await readAnswer(await get(`/api/v1/listings/${created.id}`, host.cookie), listingDetailSchema)).output!.sections.space).toBe(space);
  });
});

/** The sweep with no age limit: every listing still "generating" counts as abandoned. */
const AT_ONCE = { olderThanMs: 0, instanceTimeoutMs: 30_000 };

describe("a listing whose process died while writing it", () => {
  it("is failed and refunded once by the sweep, however many processes sweep", async () => {
    const host = await hostWithCredits(t, 1);
    const row = await startListing(t.database.db, { userId: host.id, facts: LISBON_FACTS, marketplace: "airbnb", language: "en", origin: "web" });
    expect(await credits(t, host.cookie)).toBe(0);
    const logger = createLogger(t.env);
    const [first, second] = await Promise.all([sweepStuckListings(t.database.db, logger, AT_ONCE), sweepStuckListings(t.database.db, logger, AT_ONCE)]);
    expect(first + second).toBe(1);
    expect(await sweepStuckListings(t.database.db, logger, AT_ONCE)).toBe(0);
    expect(await credits(t, host.cookie)).toBe(1);
    const [after] = await t.database.db.select().from(listings).where(eq(listings.id, row.id));
    expect(after).toMatchObject({ status: "failed", error: STUCK_MESSAGE });
  });

  it("is failed at once when its server instance stopped beating, while a live instance's listing is left alone", async () => {
    const host = await hostWithCredits(t, 3);
    const [alive, dead] = [await registerInstance(t.database.db), await registerInstance(t.database.db)];
    await t.database.db.update(serverInstances).set({ lastSeenAt: sql`now() - interval '31 seconds'` }).where(eq(serverInstances.id, dead));
    const start = (claimedBy?: string) => startListing(t.database.db, { userId: host.id, facts: LISBON_FACTS, marketplace: "airbnb", language: "en", origin: "web", claimedBy });
    const [ofAlive, ofDead, ofCli] = [await start(alive), await start(dead), await start()];
    expect(await credits(t, host.cookie)).toBe(0);
    // Minutes younger than the age limit: only the heartbeat tells the dead one apart.
    expect(await sweepStuckListings(t.database.db, createLogger(t.env), { olderThanMs: 10 * 60_000, instanceTimeoutMs: 30_000 })).toBe(1);
    const status = async (id: string) => (await t.database.db.select({ status: listings.status }).from(listings).where(eq(listings.id, id)))[0]?.status;
    expect([await status(ofAlive.id), await status(ofDead.id), await status(ofCli.id)]).toEqual(["generating", "failed", "generating"]);
    expect(await credits(t, host.cookie)).toBe(1);
    expect(await sumLedger(t.database.db, host.id, "listing")).toBe(1);
  });
});
