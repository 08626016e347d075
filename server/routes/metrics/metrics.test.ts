import { describe, expect, it } from "vitest";
import { authPost, randomClientIp } from "../../../test/support/auth-session";
import { postAnalyze, readGraderCookie, SAMPLE_TEXT } from "../../../test/support/grader-requests";
import { readSample, scrapeMetrics } from "../../../test/support/metrics";
import { findFreePort } from "../../../test/support/server-process";
import { useTestApp } from "../../../test/support/test-app";
import { user } from "../../db/schema/auth";
import { subscriptions } from "../../db/schema/billing";
import { bulkJobRows, bulkJobs } from "../../db/schema/listings";
import { chargeCredits } from "../../services/billing/charge-credits";
import { refundCredits } from "../../services/billing/refund-credits";
import { readError } from "../../../test/support/read-answer";

const TOKEN = "metrics-token-for-tests-0123456789";
// Nothing listens on this port: a listing fetch through it fails as a provider error would.
const closedPort = await findFreePort();
const t = useTestApp({ env: { METRICS_TOKEN: TOKEN, TRUST_PROXY: "true", MARKETPLACE_ORIGIN: `http://127.0.0.1:${closedPort}` } });

describe("GET /metrics", () => {
  it("refuses a request without the token, or with another one, with 401", async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer not-the-token" }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }];
    for (const headers of attempts) {
      const res = await t.app.request("/metrics", { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect((await readError(res)).code).toBe("unauthorized");
    }
  });

  it("answers Prometheus's text format with the token, process metrics included", async () => {
    const res = await t.app.request("/metrics", { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toContain("# TYPE listinglift_http_requests_total counter");
    expect(text).toContain("# TYPE listinglift_job_queue_depth gauge");
    expect(text).toContain("listinglift_process_resident_memory_bytes");
  });
});

describe("the counters after some traffic", () => {
  it("count requests by route pattern, analyses, limits, credits, provider errors and the job queue", async () => {
    const before = await scrapeMetrics(t);
    const requests = (route: string, status: string, text: string) =>
      readSample(text, "listinglift_http_requests_total", { method: "GET", route, status });

    await t.app.request("/api/health");
    await t.app.request("/api/health");
    await t.app.request("/api/v1/grader/history/some-grade-id");
    await t.app.request("/api/v1/grader/history/another-grade-id");

    // Three analyses of pasted text from one browser, then the fourth is refused by the per-browser limit.
    const ip = randomClientIp();
    const first = await postAnalyze(t, { text: SAMPLE_TEXT }, { ip });
    const cookie = readGraderCookie(first);
    for (let i = 0; i < 3; i++) await postAnalyze(t, { text: SAMPLE_TEXT }, { ip, cookie });
    // A URL whose page cannot be fetched: the analysis fails and the listing fetch counts as a provider error.
    expect((await postAnalyze(t, { url: "https://www.airbnb.com/rooms/555000111" })).status).toBe(502);

    // better-auth's reset limit (5 an hour per address): the sixth request is refused.
    const resetIp = randomClientIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res = await authPost(t, "/request-password-reset", { email: "nobody@example.com", redirectTo: "/reset-password/confirm" }, { "x-forwarded-for": resetIp });
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);

    // The writer charges and refunds through the billing services, passing the app's metrics.
    const db = t.database.db;
    await db.insert(user).values({ id: "u-metrics", name: "Metrics", email: "metrics@example.com", emailVerified: true });
    await db.insert(subscriptions).values({ id: "s-metrics", userId: "u-metrics", creditsRemaining: 5, imageCaptionCredits: 10 });
    const { metrics } = t.deps;
    await chargeCredits(db, { userId: "u-metrics", kind: "listing", amount: 2, reference: "l-1", description: "Listing" }, { metrics });
    await chargeCredits(db, { userId: "u-metrics", kind: "caption", reference: "c-1", description: "Caption" }, { metrics });
    await refundCredits(db, { userId: "u-metrics", kind: "listing", reference: "l-1", description: "Refund" }, { metrics });

    // Two rows wait in the bulk queue and one is being worked; a finished one is not counted.
    await db.insert(bulkJobs).values({ id: "job-metrics", userId: "u-metrics", fileName: "homes.csv", marketplace: "airbnb", totalRows: 4 });
    await db.insert(bulkJobRows).values(
      ["queued", "queued", "running", "done"].map((status, i) => ({ id: `row-${i}`, jobId: "job-metrics", userId: "u-metrics", rowNumber: i + 1, facts: {}, status: status as "queued" })),
    );

    const after = await scrapeMetrics(t);
    const moved = (name: string, labels: Record<string, string>) => readSample(after, name, labels) - readSample(before, name, labels);
    expect(requests("/api/health", "200", after) - requests("/api/health", "200", before)).toBe(2);
    // Both ids under one label: the route's pattern, never the raw path.
    expect(requests("/api/v1/grader/history/:id", "401", after) - requests("/api/v1/grader/history/:id", "401", before)).toBe(2);
    expect(after).not.toContain("some-grade-id");
    expect(readSample(after, "listinglift_http_request_duration_seconds_count", { method: "GET", route: "/api/health" })).toBeGreaterThanOrEqual(2);

    expect(moved("listinglift_analyses_total", { source: "text", outcome: "graded" })).toBe(3);
    expect(moved("listinglift_analyses_total", { source: "text", outcome: "rate_limited" })).toBe(1);
    expect(moved("listinglift_analyses_total", { source: "url", outcome: "failed" })).toBe(1);
    expect(moved("listinglift_rate_limit_refusals_total", { limit: "grader:visitor" })).toBe(1);
    expect(moved("listinglift_rate_limit_refusals_total", { limit: "auth:/request-password-reset" })).toBe(1);
    expect(moved("listinglift_provider_errors_total", { provider: "listing-fetch" })).toBe(1);
    expect(moved("listinglift_credits_charged_total", { kind: "listing" })).toBe(2);
    expect(moved("listinglift_credits_charged_total", { kind: "caption" })).toBe(1);
    expect(moved("listinglift_credits_refunded_total", { kind: "listing" })).toBe(2);
    expect(readSample(after, "listinglift_job_queue_depth", { status: "queued" })).toBe(2);
    expect(readSample(after, "listinglift_job_queue_depth", { status: "running" })).toBe(1);
  });
});
