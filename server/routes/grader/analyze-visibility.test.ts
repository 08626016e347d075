import { describe, expect, it } from "vitest";
import { gradeListing } from "../../../core/grader/grade-listing";
import { pickTopAdvice } from "../../../core/grader/top-advice";
import { randomClientIp, signUpVerified, type TestUser } from "../../../test/support/auth-session";
import { createSampleListing, postAnalyze, SAMPLE_TEXT } from "../../../test/support/grader-requests";
import { jsonRequest, useTestApp, type TestContext } from "../../../test/support/test-app";
import { bearer, createKey } from "../../../test/support/api-key-requests";
import { readAnswer } from "../../../test/support/read-answer";
import { analyzeListingResponseSchema, fullAnalysisSchema, gradeDetailSchema, summaryAnalysisSchema } from "../../../contracts/grader";
import { apiErrorSchema } from "../../../contracts/errors";

// DESIGN.md, grader results (revised): GRADER_RESULTS=signed-in (the default), admins (the spec's rule) or everyone.
const ADMIN = "visibility-admin@example.com";
const apps = {
  "signed-in": useTestApp({ env: { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN } }),
  admins: useTestApp({ env: { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN, GRADER_RESULTS: "admins" } }),
  everyone: useTestApp({ env: { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN, GRADER_RESULTS: "everyone" } }),
};
const t = apps["signed-in"];

const SUMMARY_KEYS = ["advice", "fullResultWhenSignedIn", "gradeId", "label", "message", "notes", "overallScore", "qualityLevel", "source", "usage", "visibility"];
// GRADER.md example 2: title "Apt" → every part but SEO below Good; the first suggestion of each, weakest first.
const WEAK_LISTING = createSampleListing({
  title: "Apt",
  description: "Nice place.",
  amenities: [],
  rating: null,
  hostData: { name: "", profileImage: "", isSuperHost: false, about: "" },
});

type Caller = "visitor" | "user" | "admin";

// ADMIN_EMAILS names one address, which can sign up once per app: each app's admin is made once and reused.
const adminOf = new Map<TestContext, Promise<TestUser>>();
function signUpAdmin(app: TestContext): Promise<TestUser> {
  if (!adminOf.has(app)) adminOf.set(app, signUpVerified(app, { email: ADMIN }));
  return adminOf.get(app)!;
}

async function callerCookie(app: TestContext, caller: Caller): Promise<string | undefined> {
  if (caller === "visitor") return undefined;
  return (caller === "admin" ? await signUpAdmin(app) : await signUpVerified(app)).cookie;
}

describe("grader result visibility under each GRADER_RESULTS (DESIGN.md, revised)", () => {
  it("defaults to signed-in", () => {
    expect(t.env.GRADER_RESULTS).toBe("signed-in");
  });

  it.each([
    ["signed-in", "visitor", "advice"],
    ["signed-in", "user", "full"],
    ["signed-in", "admin", "full"],
    ["admins", "visitor", "score"],
    ["admins", "user", "score"],
    ["admins", "admin", "full"],
    ["everyone", "visitor", "full"],
    ["everyone", "user", "full"],
    ["everyone", "admin", "full"],
  ] as const)("GRADER_RESULTS=%s: the %s gets the %s view", async (rule, caller, view) => {
    const app = apps[rule];
    const res = await postAnalyze(app, { listing: WEAK_LISTING }, { cookie: await callerCookie(app, caller) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.gradeId === null).toBe(caller === "visitor");
    if (view === "full") {
      expect(body.visibility).toBe("full");
      expect(body.result).toEqual(JSON.parse(JSON.stringify(gradeListing(WEAK_LISTING))));
      expect(body.advice).toBeUndefined();
      return;
    }
    expect(Object.keys(body).sort()).toEqual(SUMMARY_KEYS);
    expect(body).toMatchObject({ visibility: "summary", message: "URL Analyzed Successfully", overallScore: 40, qualityLevel: "Low" });
    expect(JSON.stringify(body)).not.toMatch(/breakdown|strengths|issues/);
    if (view === "advice") {
      expect(body.fullResultWhenSignedIn).toBe(true);
      expect(body.advice).toEqual(pickTopAdvice(gradeListing(WEAK_LISTING).breakdown));
      expect(body.advice.map((a: { part: string }) => a.part)).toEqual(["title", "description", "amenities", "host"]);
    } else {
      // The spec's rule exactly: the score and level, no advice, and signing in would not show more.
      expect(body).toMatchObject({ advice: [], fullResultWhenSignedIn: false });
    }
  }, 30_000);

  it("gives a visitor the summary with the top advice and the sign-in offer, never a second suggestion of a part", async () => {
    const body = await readAnswer(await postAnalyze(t, { text: SAMPLE_TEXT }), summaryAnalysisSchema);
    expect(body).toMatchObject({ visibility: "summary", message: "Text Analyzed Successfully", gradeId: null, fullResultWhenSignedIn: true });
    const parts = body.advice.map((a) => a.part);
    expect(new Set(parts).size).toBe(parts.length);
    expect(body.advice.length).toBeGreaterThan(0);
  });

  it("gives a visitor no advice, but still the offer, when no part is below Good", async () => {
    const strong = createSampleListing({
      title: "Sunny Beach Loft with Ocean Views, Pool & Parking",
      description: `${"Bright airy loft with a sea view. ".repeat(60)} Walk to the beach in 5 minutes, restaurants and shops nearby.`,
    });
    const grade = gradeListing(strong);
    expect(pickTopAdvice(grade.breakdown)).toEqual([]);
    const body = await readAnswer(await postAnalyze(t, { listing: strong }), summaryAnalysisSchema);
    expect(body).toMatchObject({ visibility: "summary", advice: [], fullResultWhenSignedIn: true, overallScore: grade.overallScore });
  });

  it("gives a signed-in user's API key the full result too (its caller is that user)", async () => {
    const user = await signUpVerified(t);
    const { key } = await createKey(t, user.cookie);
    const res = await t.app.request("/api/v1/grader/analyze", jsonRequest({ listing: WEAK_LISTING }, bearer(key, { "x-forwarded-for": randomClientIp() })));
    expect(res.status).toBe(200);
    expect((await readAnswer(res, analyzeListingResponseSchema)).visibility).toBe("full");
  });

  it("gives an admin the full result, exactly the core grader's, and no limit", async () => {
    const admin = await signUpAdmin(t);
    const listing = createSampleListing();
    const body = await readAnswer(await postAnalyze(t, { listing }, { cookie: admin.cookie }), fullAnalysisSchema);
    expect(body.visibility).toBe("full");
    expect(body.result).toEqual(JSON.parse(JSON.stringify(gradeListing(listing))));
    expect(body.result.breakdown.title.score).toBeCloseTo(0.9825, 10);
    expect(body.listing).toEqual({ title: listing.title, url: listing.url, location: "", image: null });
    expect(body.usage.bypassed).toBe(true);
  });
});

describe("a stored analysis, GET /grader/history/:id, under each GRADER_RESULTS", () => {
  const read = (app: TestContext, id: string, cookie: string) => app.app.request(`/api/v1/grader/history/${id}`, { headers: { cookie } });

  it.each([
    ["signed-in", "user", "full"],
    ["signed-in", "admin", "full"],
    ["admins", "user", "summary"],
    ["admins", "admin", "full"],
    ["everyone", "user", "full"],
  ] as const)("GRADER_RESULTS=%s: the %s's own analysis shows the %s result; another user gets 404", async (rule, caller, visibility) => {
    const app = apps[rule];
    const owner = caller === "admin" ? await signUpAdmin(app) : await signUpVerified(app);
    const id = (await readAnswer(await postAnalyze(app, { listing: WEAK_LISTING }, { cookie: owner.cookie }), analyzeListingResponseSchema)).gradeId!;
    const detail = await readAnswer(await read(app, id, owner.cookie), gradeDetailSchema);
    expect(detail).toMatchObject({ id, visibility, overallScore: 40, qualityLevel: "Low" });
    if (visibility === "full") expect(detail.result).toEqual(JSON.parse(JSON.stringify(gradeListing(WEAK_LISTING))));
    else expect(detail.result).toBeNull();

    const stranger = await signUpVerified(app);
    const theirs = await read(app, id, stranger.cookie);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(await readAnswer(theirs, apiErrorSchema))).not.toMatch(/breakdown|suggestions/);
  }, 30_000);
});
