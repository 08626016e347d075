import { describe, expect, it } from "vitest";
import { z } from "zod";
import { signUpVerified } from "../../../test/support/auth-session";
import { postAnalyze, readGraderCookie, SAMPLE_TEXT, uniqueIp } from "../../../test/support/grader-requests";
import { useTestApp } from "../../../test/support/test-app";
import { readAnswer } from "../../../test/support/read-answer";
import { analyzeListingResponseSchema, graderUsageSchema } from "../../../contracts/grader";
import { apiErrorSchema } from "../../../contracts/errors";

const ADMIN = "grader-admin@example.com";
const t = useTestApp({ env: { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN } });
/** A 429 from the grader: the house error shape, with the usage in details (the route's description says so). */
const rateLimitedSchema = apiErrorSchema.extend({ error: apiErrorSchema.shape.error.extend({ details: z.object({ usage: graderUsageSchema }) }) });
const RATE_LIMIT_TEXT = /^Rate limit reached\. Please try again in (\d+) minute\(s\)\.$/;

async function analyzeTimes(times: number, caller: { cookie?: string; ip: string }) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await postAnalyze(t, { text: SAMPLE_TEXT }, caller)).status);
  return statuses;
}

describe("grader limits: 3 an hour per browser cookie (DESIGN.md)", () => {
  it("sets the ll_grader cookie: httpOnly, SameSite=Lax, one year, whole site", async () => {
    const res = await postAnalyze(t, { text: SAMPLE_TEXT });
    const header = res.headers.getSetCookie().find((c) => c.startsWith("ll_grader="))!;
    expect(header).toMatch(/^ll_grader=[A-Za-z0-9_-]{32};/);
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Max-Age=31536000/);
    expect(header).toMatch(/Path=\//);
    const again = await postAnalyze(t, { text: SAMPLE_TEXT }, { cookie: readGraderCookie(res) });
    expect(readGraderCookie(again)).toBeUndefined();
  });

  it("allows 3, then answers 429 with Retry-After, the spec's text and the usage; a refusal is not counted", async () => {
    const ip = uniqueIp();
    const first = await postAnalyze(t, { text: SAMPLE_TEXT }, { ip });
    expect((await readAnswer(first, analyzeListingResponseSchema)).usage).toEqual({
      used: 1,
      limit: 3,
      remaining: 2,
      resetsAt: expect.any(String),
      bypassed: false,
    });
    const cookie = readGraderCookie(first)!;
    expect(await analyzeTimes(2, { cookie, ip })).toEqual([200, 200]);
    const refused = await postAnalyze(t, { text: SAMPLE_TEXT }, { cookie, ip });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = await readAnswer(refused, rateLimitedSchema);
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.message).toBe("Rate limit reached. Please try again in 60 minute(s).");
    expect(body.error.details.usage).toMatchObject({ used: 3, limit: 3, remaining: 0, bypassed: false });
    const usage = await readAnswer(await t.app.request("/api/v1/grader/usage", { headers: { cookie, "x-forwarded-for": ip } }), graderUsageSchema);
    expect(usage).toMatchObject({ used: 3, remaining: 0 });
  });

  it("lets exactly 3 of 10 parallel analyses from one browser through", async () => {
    const ip = uniqueIp();
    const cookie = readGraderCookie(await t.app.request("/api/v1/grader/usage", { headers: { "x-forwarded-for": ip } }))!;
    const responses = await Promise.all(Array.from({ length: 10 }, () => postAnalyze(t, { text: SAMPLE_TEXT }, { cookie, ip })));
    expect(responses.map((res) => res.status).sort()).toEqual([...Array(3).fill(200), ...Array(7).fill(429)]);
  });

  it("counts a new browser (new cookie) from the same address afresh", async () => {
    const ip = uniqueIp();
    const first = await postAnalyze(t, { text: SAMPLE_TEXT }, { ip });
    await analyzeTimes(3, { cookie: readGraderCookie(first)!, ip });
    const other = await postAnalyze(t, { text: SAMPLE_TEXT }, { ip });
    expect(other.status).toBe(200);
    expect((await readAnswer(other, analyzeListingResponseSchema)).usage).toMatchObject({ used: 1, remaining: 2 });
  });
});

describe("grader limits: 10 an hour per address across browsers", () => {
  it("refuses the 11th analysis from one address whatever the cookie, with the spec's text", async () => {
    const ip = uniqueIp();
    const statuses = await analyzeTimes(10, { ip });
    expect(statuses).toEqual(Array(10).fill(200));
    const refused = await postAnalyze(t, { text: SAMPLE_TEXT }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const body = await readAnswer(refused, rateLimitedSchema);
    expect(body.error.message).toMatch(RATE_LIMIT_TEXT);
    // A fresh browser has used none of its own 3, but nothing remains from this address.
    expect(body.error.details.usage).toMatchObject({ used: 0, remaining: 0 });
    expect((await postAnalyze(t, { text: SAMPLE_TEXT }, { ip: uniqueIp() })).status).toBe(200);
  }, 60_000);
});

describe("grader limits: admins bypass them", () => {
  it("lets an admin analyse past both limits and says so", async () => {
    const admin = await signUpVerified(t, { email: ADMIN });
    const ip = uniqueIp();
    const cookie = readGraderCookie(await postAnalyze(t, { text: SAMPLE_TEXT }, { ip }))!;
    const caller = { cookie: `${admin.cookie}; ${cookie}`, ip };
    const statuses = await analyzeTimes(11, caller);
    expect(statuses).toEqual(Array(11).fill(200));
    const last = await readAnswer(await postAnalyze(t, { text: SAMPLE_TEXT }, caller), analyzeListingResponseSchema);
    expect(last.usage).toEqual({ used: 0, limit: 3, remaining: 3, resetsAt: null, bypassed: true });
    const usage = await readAnswer(await t.app.request("/api/v1/grader/usage", { headers: { cookie: caller.cookie } }), graderUsageSchema);
    expect(usage.bypassed).toBe(true);
    // The browser's own count did not move: its next visitor analysis is its second.
    expect((await readAnswer(await postAnalyze(t, { text: SAMPLE_TEXT }, { cookie, ip: uniqueIp() }), analyzeListingResponseSchema)).usage.used).toBe(2);
  }, 60_000);
});
