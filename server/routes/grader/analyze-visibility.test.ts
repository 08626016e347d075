import { describe, expect, it } from "vitest";
import { gradeListing } from "../../../core/grader/grade-listing";
import { signUpVerified } from "../../../test/support/auth-session";
import { createSampleListing, postAnalyze, SAMPLE_TEXT } from "../../../test/support/grader-requests";
import { useTestApp } from "../../../test/support/test-app";

const ADMIN = "visibility-admin@example.com";
const t = useTestApp({ env: { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN } });
const everyone = useTestApp({ env: { TRUST_PROXY: "true", GRADER_RESULTS: "everyone" } });

const SUMMARY_KEYS = ["gradeId", "label", "message", "notes", "overallScore", "qualityLevel", "source", "usage", "visibility"];

describe("grader result visibility (DESIGN.md)", () => {
  it("gives a visitor the summary only: the message, score, level and label, never the breakdown", async () => {
    const res = await postAnalyze(t, { text: SAMPLE_TEXT });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(SUMMARY_KEYS);
    expect(body).toMatchObject({ visibility: "summary", message: "Text Analyzed Successfully", gradeId: null });
    expect(JSON.stringify(body)).not.toMatch(/breakdown|strengths|suggestions/);
  });

  it("says URL Analyzed Successfully for a listing", async () => {
    const listing = createSampleListing();
    const body = await (await postAnalyze(t, { listing })).json();
    expect(body).toMatchObject({ visibility: "summary", message: "URL Analyzed Successfully", overallScore: 79, qualityLevel: "High", label: "Good" });
  });

  it("gives a signed-in user the summary too, with the id of the analysis kept in their history", async () => {
    const user = await signUpVerified(t);
    const body = await (await postAnalyze(t, { text: SAMPLE_TEXT }, { cookie: user.cookie })).json();
    expect(body.visibility).toBe("summary");
    expect(body.gradeId).toEqual(expect.any(String));
    expect(body.result).toBeUndefined();
  });

  it("gives an admin the full result, exactly the core grader's", async () => {
    const admin = await signUpVerified(t, { email: ADMIN });
    const listing = createSampleListing();
    const body = await (await postAnalyze(t, { listing }, { cookie: admin.cookie })).json();
    expect(body.visibility).toBe("full");
    expect(body.result).toEqual(JSON.parse(JSON.stringify(gradeListing(listing))));
    expect(body.result.breakdown.title.score).toBeCloseTo(0.9825, 10);
    expect(body.listing).toEqual({ title: listing.title, url: listing.url, location: "", image: null });
    expect(body.usage.bypassed).toBe(true);
  });

  it("gives every visitor the full result when GRADER_RESULTS=everyone", async () => {
    const body = await (await postAnalyze(everyone, { text: SAMPLE_TEXT })).json();
    expect(body.visibility).toBe("full");
    expect(body.result.breakdown.description.strengths).toEqual(expect.any(Array));
    expect(body.usage.bypassed).toBe(false);
  });
});
