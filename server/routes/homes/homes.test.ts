import { describe, expect, it } from "vitest";
import { postAnalyze, SAMPLE_TEXT } from "../../../test/support/grader-requests";
import { createHost, readFixture, uploadPhoto, writeCaption } from "../../../test/support/caption-requests";
import { credits, generate, hostWithCredits, LISBON_FACTS } from "../../../test/support/listing-requests";
import { jsonRequest, useTestApp } from "../../../test/support/test-app";
import { readAnswer, readError } from "../../../test/support/read-answer";
import { homeDetailSchema, homesPageSchema } from "../../../contracts/homes";
import { listingDetailSchema } from "../../../contracts/listings";
import { analyzeListingResponseSchema } from "../../../contracts/grader";
import { captionSetSchema } from "../../../contracts/captions";

const t = useTestApp({ env: { TRUST_PROXY: "true" } });

function call(cookie: string, path: string, init: RequestInit = {}) {
  return t.app.request(path, { ...init, headers: { ...(init.headers as Record<string, string>), cookie } });
}

const PORTO_FACTS = { ...LISBON_FACTS, propertyType: "Entire townhouse", location: { ...LISBON_FACTS.location, city: "Porto", neighborhood: "Ribeira" } };

describe("a host's homes (/api/v1/homes)", () => {
  it("keeps two homes, writes a listing for one, edits and grades it, and shows its score over time", async () => {
    const host = await hostWithCredits(t, 3);
    const lisbon = await call(host.cookie, "/api/v1/homes", jsonRequest({ name: "Alfama flat", facts: LISBON_FACTS }));
    expect(lisbon.status).toBe(201);
    const alfama = await readAnswer(lisbon, homeDetailSchema);
    expect(alfama).toMatchObject({ name: "Alfama flat", city: "Lisbon", listingCount: 0, latestScore: null, listings: [], scores: [] });
    const porto = await readAnswer(await call(host.cookie, "/api/v1/homes", jsonRequest({ name: "Ribeira house", facts: PORTO_FACTS })), homeDetailSchema);

    const list = await readAnswer(await call(host.cookie, "/api/v1/homes"), homesPageSchema);
    expect(list).toMatchObject({ total: 2, page: 1 });
    expect(list.items.map((home: { name: string }) => home.name)).toEqual(["Ribeira house", "Alfama flat"]);
    expect((await readAnswer(await call(host.cookie, "/api/v1/homes?q=porto"), homesPageSchema)).items.map((home: { id: string }) => home.id)).toEqual([porto.id]);

    // Written for the home from the form's facts as the host changed them: the facts are saved to the home.
    const changedFacts = { ...LISBON_FACTS, accommodates: 3 };
    const written = await generate(t, host.cookie, { facts: changedFacts, homeId: alfama.id });
    expect(written.status).toBe(200);
    const listing = await readAnswer(written, listingDetailSchema);
    expect(await credits(t, host.cookie)).toBe(2);

    const edited = await call(host.cookie, `/api/v1/listings/${listing.id}`, { ...jsonRequest({ title: "Alfama flat with a river view" }), method: "PATCH" });
    expect(edited.status).toBe(200);
    const graded = await postAnalyze(t, { text: SAMPLE_TEXT, homeId: alfama.id }, { cookie: host.cookie });
    expect(graded.status).toBe(200);
    const pasted = await readAnswer(graded, analyzeListingResponseSchema);
    // "Grade it again" without a URL grades the home's newest written listing, as edited.
    const again = await call(host.cookie, `/api/v1/homes/${alfama.id}/grade`, jsonRequest({}));
    expect(again.status).toBe(200);
    const grade = await readAnswer(again, analyzeListingResponseSchema);
    expect(grade).toMatchObject({ listing: { title: "Alfama flat with a river view" }, gradeId: expect.any(String) });
    expect(pasted.gradeId).not.toBe(grade.gradeId);

    const detail = await readAnswer(await call(host.cookie, `/api/v1/homes/${alfama.id}`), homeDetailSchema);
    expect(detail.facts.accommodates).toBe(3);
    expect(detail.listings).toEqual([expect.objectContaining({ id: listing.id, status: "ready", title: "Alfama flat with a river view", marketplace: "airbnb" })]);
    expect(detail.scores.map((score: { kind: string }) => score.kind)).toEqual(["written", "edited", "graded", "graded"]);
    expect(detail.scores[0]).toMatchObject({ overallScore: listing.overallScore, listingId: listing.id, gradeId: null });
    expect(detail.scores[2]).toMatchObject({ overallScore: pasted.overallScore, gradeId: pasted.gradeId });
    expect(detail.scores[3]).toMatchObject({ overallScore: grade.overallScore, gradeId: grade.gradeId });
    expect(detail.scores[3]!.overallScore).toBe(detail.scores[1]!.overallScore);
    expect(detail).toMatchObject({ listingCount: 1, latestScore: grade.overallScore });
    // The list counts each home's own listings and shows its newest score.
    const listed = await readAnswer(await call(host.cookie, "/api/v1/homes"), homesPageSchema);
    expect(listed.items).toEqual([
      expect.objectContaining({ id: porto.id, listingCount: 0, latestScore: null }),
      expect.objectContaining({ id: alfama.id, listingCount: 1, latestScore: grade.overallScore }),
    ]);
    // The other home is untouched.
    expect(await readAnswer(await call(host.cookie, `/api/v1/homes/${porto.id}`), homeDetailSchema)).toMatchObject({ listingCount: 0, scores: [] });
  });

  it("answers a host's mistakes with messages a host can read, and charges nothing for a home that is not theirs", async () => {
    const host = await hostWithCredits(t, 1);
    const empty = await call(host.cookie, "/api/v1/homes", jsonRequest({ name: "  ", facts: LISBON_FACTS }));
    expect(empty.status).toBe(400);
    expect((await readError(empty)).message).toContain("Give the home a name.");
    const noFacts = await call(host.cookie, "/api/v1/homes", jsonRequest({ name: "Alfama flat" }));
    expect(noFacts.status).toBe(400);
    const nothing = await call(host.cookie, "/api/v1/homes/unknown", { ...jsonRequest({}), method: "PATCH" });
    expect(nothing.status).toBe(400);
    expect((await readError(nothing)).message).toContain("Send the name, the facts, or both.");

    const missing = await generate(t, host.cookie, { facts: LISBON_FACTS, homeId: "no-such-home" });
    expect(missing.status).toBe(404);
    expect((await readError(missing)).message).toBe("This home does not exist, or it is not yours.");
    expect(await credits(t, host.cookie)).toBe(1);

    const visitorGrade = await postAnalyze(t, { text: SAMPLE_TEXT, homeId: "no-such-home" });
    expect(visitorGrade.status).toBe(400);
    expect((await readError(visitorGrade)).message).toBe("Sign in to grade one of your homes.");

    const home = await readAnswer(await call(host.cookie, "/api/v1/homes", jsonRequest({ name: "Alfama flat", facts: LISBON_FACTS })), homeDetailSchema);
    const nothingYet = await call(host.cookie, `/api/v1/homes/${home.id}/grade`, jsonRequest({}));
    expect(nothingYet.status).toBe(409);
    expect((await readError(nothingYet)).message).toBe("This home has no finished listing to grade yet. Write one, or give its Airbnb URL.");
    const notAirbnb = await call(host.cookie, `/api/v1/homes/${home.id}/grade`, jsonRequest({ url: "https://example.com/rooms/1" }));
    expect(notAirbnb.status).toBe(400);
    expect((await readError(notAirbnb)).message).toBe("Please enter an Airbnb listing URL");
  });

  it("renames a home, and deletes it while its listings stay in the listing history", async () => {
    const host = await hostWithCredits(t, 1);
    const home = await readAnswer(await call(host.cookie, "/api/v1/homes", jsonRequest({ name: "Alfama flat", facts: LISBON_FACTS })), homeDetailSchema);
    const listing = await readAnswer(await generate(t, host.cookie, { facts: LISBON_FACTS, homeId: home.id }), listingDetailSchema);
    const renamed = await call(host.cookie, `/api/v1/homes/${home.id}`, { ...jsonRequest({ name: "Alfama loft" }), method: "PATCH" });
    expect(await readAnswer(renamed, homeDetailSchema)).toMatchObject({ name: "Alfama loft", listingCount: 1 });

    expect((await call(host.cookie, `/api/v1/homes/${home.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await call(host.cookie, `/api/v1/homes/${home.id}`)).status).toBe(404);
    expect((await call(host.cookie, `/api/v1/listings/${listing.id}`)).status).toBe(200);
  });
});

describe("a home's photos and captions", () => {
  it("starts a caption set for the home, named after it with its bedrooms, and counts its photos and captions on the home", async () => {
    const host = await createHost(t, 3);
    const home = await readAnswer(await call(host.cookie, "/api/v1/homes", jsonRequest({ name: "Alfama flat", facts: LISBON_FACTS })), homeDetailSchema);
    const created = await call(host.cookie, "/api/v1/captions/sets", jsonRequest({ homeId: home.id }));
    expect(created.status).toBe(201);
    const set = await readAnswer(created, captionSetSchema);
    expect(set).toMatchObject({ name: "Photos of Alfama flat", bedrooms: LISBON_FACTS.bedrooms, marketplace: "airbnb" });

    const photo = await uploadPhoto(t, host.cookie, readFixture("houses-dataset_104_bedroom.jpg"), "bedroom.jpg", { setId: set.id });
    await uploadPhoto(t, host.cookie, readFixture("houses-dataset_104_kitchen.jpg"), "kitchen.jpg", { setId: set.id });
    expect((await writeCaption(t, host.cookie, photo.id, { roomType: "bedroom" })).status).toBe(200);

    const detail = await readAnswer(await call(host.cookie, `/api/v1/homes/${home.id}`), homeDetailSchema);
    expect(detail.photoSets).toEqual([expect.objectContaining({ id: set.id, name: "Photos of Alfama flat", photoCount: 2, captionedCount: 1 })]);

    const strangers = await call((await createHost(t, 3)).cookie, "/api/v1/captions/sets", jsonRequest({ homeId: home.id }));
    expect(strangers.status).toBe(404);
  });
});
