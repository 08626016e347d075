import { describe, expect, it } from "vitest";
import { signUpVerified, type TestUser } from "../../../test/support/auth-session";
import { createSampleListing, postAnalyze, SAMPLE_TEXT } from "../../../test/support/grader-requests";
import { useTestApp } from "../../../test/support/test-app";
import { readAnswer } from "../../../test/support/read-answer";
import { analyzeListingResponseSchema, gradeDetailSchema, gradeHistorySchema } from "../../../contracts/grader";

const ADMIN = "history-admin@example.com";
const t = useTestApp({ env: { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN } });

const get = (path: string, user?: TestUser) => t.app.request(path, { headers: user ? { cookie: user.cookie } : {} });

async function analyze(user: TestUser, body: unknown): Promise<string> {
  const res = await postAnalyze(t, body, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await readAnswer(res, analyzeListingResponseSchema)).gradeId!;
}

describe("GET /api/v1/grader/history", () => {
  it("answers 401 to a visitor", async () => {
    expect((await get("/api/v1/grader/history")).status).toBe(401);
    expect((await get("/api/v1/grader/history/x")).status).toBe(401);
  });

  it("lists the user's analyses newest first, a page at a time, each with its listing's score over time", async () => {
    const user = await signUpVerified(t);
    const weak = createSampleListing({ id: "777", url: "https://www.airbnb.com/rooms/777", title: "Apt", description: "Nice place." });
    const first = await analyze(user, { listing: weak });
    const text = await analyze(user, { text: SAMPLE_TEXT });
    const second = await analyze(user, { listing: { ...weak, title: "Cozy Beach Loft with Ocean Views & Pool" } });
    const other = await signUpVerified(t);
    await analyze(other, { listing: weak });

    const page1 = await readAnswer(await get("/api/v1/grader/history?pageSize=2", user), gradeHistorySchema);
    expect(page1).toMatchObject({ page: 1, pageSize: 2, total: 3 });
    expect(page1.items.map((item: { id: string }) => item.id)).toEqual([second, text]);
    const [latest, pasted] = page1.items;
    expect(latest).toMatchObject({ source: "listing", marketplaceListingId: "777", listingUrl: weak.url });
    expect(latest!.scoreHistory.map((p) => p.gradeId)).toEqual([first, second]);
    expect(latest!.scoreHistory[1]!.overallScore).toBeGreaterThan(latest!.scoreHistory[0]!.overallScore);
    expect(pasted).toMatchObject({ source: "text", marketplaceListingId: null, title: "Sunny loft in Lisbon, Portugal with river views" });
    expect(pasted!.scoreHistory).toHaveLength(1);
    expect(JSON.stringify(page1)).not.toMatch(/breakdown/);

    const page2 = await readAnswer(await get("/api/v1/grader/history?pageSize=2&page=2", user), gradeHistorySchema);
    expect(page2.items.map((item: { id: string }) => item.id)).toEqual([first]);
  }, 60_000);

  it("shows one analysis to its owner only, with the breakdown (GRADER_RESULTS=signed-in, the default)", async () => {
    const user = await signUpVerified(t);
    const id = await analyze(user, { text: SAMPLE_TEXT });
    const detail = await readAnswer(await get(`/api/v1/grader/history/${id}`, user), gradeDetailSchema);
    expect(detail).toMatchObject({ id, visibility: "full", label: expect.any(String) });
    expect(detail.result!.breakdown.description.suggestions).toEqual(expect.any(Array));

    const stranger = await signUpVerified(t);
    expect((await get(`/api/v1/grader/history/${id}`, stranger)).status).toBe(404);

    const admin = await signUpVerified(t, { email: ADMIN });
    const adminGrade = await analyze(admin, { text: SAMPLE_TEXT });
    const full = await readAnswer(await get(`/api/v1/grader/history/${adminGrade}`, admin), gradeDetailSchema);
    expect(full.visibility).toBe("full");
    expect(full.result!.breakdown.title.label).toEqual(expect.any(String));
  }, 60_000);

  it("keeps a visitor's analysis with its cookie id and no user", async () => {
    const res = await postAnalyze(t, { text: SAMPLE_TEXT });
    const visitorId = res.headers.getSetCookie()[0]!.split(";")[0]!.split("=")[1]!;
    const { grades } = await import("../../db/schema/grades");
    const { eq } = await import("drizzle-orm");
    const [row] = await t.database.db.select().from(grades).where(eq(grades.visitorId, visitorId));
    expect(row).toMatchObject({ userId: null, source: "text", qualityLevel: expect.any(String) });
  });
});
