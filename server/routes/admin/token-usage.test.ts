import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signUpVerified, type TestUser } from "../../../test/support/auth-session";
import { useTestApp } from "../../../test/support/test-app";
import { user } from "../../db/schema/auth";
import { tokenUsage } from "../../db/schema/listings";
import { expectError } from "../../../test/support/billing-requests";
import { readAnswer } from "../../../test/support/read-answer";
import { tokenUsageReportSchema } from "../../../contracts/token-usage";

const ADMIN = "token-usage-admin@example.com";
const t = useTestApp({ env: { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN } });

let admin: TestUser;
let hostA: TestUser;
let hostB: TestUser;

async function userId(email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

// Model calls as the writer records them: two days of March 2026, two models, two users, one deleted-user call, one
// call outside the range (the day before) and one at the last instant of the range's last day.
beforeAll(async () => {
  admin = await signUpVerified(t, { email: ADMIN });
  hostA = await signUpVerified(t, { email: "alpha-host@example.com" });
  hostB = await signUpVerified(t, { email: "bravo-host@example.com" });
  const [a, b] = [await userId(hostA.email), await userId(hostB.email)];
  const call = (userId: string | null, model: string, createdAt: string, input: number, output: number, cost: number) => ({
    userId,
    purpose: "listing" as const,
    provider: model.startsWith("claude") ? "anthropic" : "openai",
    model,
    inputTokens: input,
    outputTokens: output,
    costMicroUsd: cost,
    outcome: "ok" as const,
    createdAt: new Date(createdAt),
  });
  await t.database.db.insert(tokenUsage).values([
    call(a, "gpt-4.1-mini", "2026-03-01T23:59:59.999Z", 999, 999, 999_999),
    call(a, "gpt-4.1-mini", "2026-03-02T08:00:00Z", 1200, 800, 1_600),
    call(a, "claude-sonnet-4", "2026-03-02T09:00:00Z", 2000, 1000, 21_000),
    call(b, "gpt-4.1-mini", "2026-03-02T10:00:00Z", 1000, 500, 1_200),
    call(b, "gpt-4.1-mini", "2026-03-04T23:59:59.999Z", 100, 50, 120),
    call(null, "claude-sonnet-4", "2026-03-04T12:00:00Z", 10, 10, 180),
  ]);
});

describe("GET /admin/token-usage", () => {
  it("sums tokens and cost by day (zeros included), by model and by user, most expensive first", async () => {
    const response = await t.app.request("/api/v1/admin/token-usage?from=2026-03-02&to=2026-03-04", { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(200);
    const report = await readAnswer(response, tokenUsageReportSchema);
    expect(report.totals).toEqual({ calls: 5, inputTokens: 4310, outputTokens: 2360, costMicroUsd: 24_100 });
    expect(report.byDay).toEqual([
      { day: "2026-03-02", calls: 3, inputTokens: 4200, outputTokens: 2300, costMicroUsd: 23_800 },
      { day: "2026-03-03", calls: 0, inputTokens: 0, outputTokens: 0, costMicroUsd: 0 },
      { day: "2026-03-04", calls: 2, inputTokens: 110, outputTokens: 60, costMicroUsd: 300 },
    ]);
    expect(report.byModel).toEqual([
      { provider: "anthropic", model: "claude-sonnet-4", calls: 2, inputTokens: 2010, outputTokens: 1010, costMicroUsd: 21_180 },
      { provider: "openai", model: "gpt-4.1-mini", calls: 3, inputTokens: 2300, outputTokens: 1350, costMicroUsd: 2_920 },
    ]);
    expect(report.byUser.map((u: { email: string | null; costMicroUsd: number; calls: number }) => [u.email, u.calls, u.costMicroUsd])).toEqual([
      ["alpha-host@example.com", 2, 22_600],
      ["bravo-host@example.com", 2, 1_320],
      [null, 1, 180],
    ]);
  });

  it("defaults to the last 30 days, and refuses a bad range with 400", async () => {
    const report = await readAnswer(await t.app.request("/api/v1/admin/token-usage", { headers: { cookie: admin.cookie } }), tokenUsageReportSchema);
    expect(report.byDay).toHaveLength(30);
    expect(report.to).toBe(new Date().toISOString().slice(0, 10));
    const cases = ["?from=2026-03-05&to=2026-03-01", "?from=2020-01-01&to=2026-01-01", "?from=yesterday"];
    for (const query of cases) {
      await expectError(await t.app.request(`/api/v1/admin/token-usage${query}`, { headers: { cookie: admin.cookie } }), 400, "validation_failed", /^from: /);
    }
  });

  it("is for administrators: 401 for a visitor, 403 for a user", async () => {
    await expectError(await t.app.request("/api/v1/admin/token-usage"), 401, "unauthorized", "Please sign in to continue.");
    await expectError(await t.app.request("/api/v1/admin/token-usage", { headers: { cookie: hostA.cookie } }), 403, "forbidden", "This needs an administrator account.");
    await expectError(await t.app.request("/api/v1/admin/token-usage.csv", { headers: { cookie: hostA.cookie } }), 403, "forbidden", "This needs an administrator account.");
  });
});

describe("GET /admin/token-usage.csv", () => {
  it("downloads one row per day, model and user, with the cost in dollars", async () => {
    const response = await t.app.request("/api/v1/admin/token-usage.csv?from=2026-03-02&to=2026-03-04", { headers: { cookie: admin.cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="listinglift-token-usage-2026-03-02-to-2026-03-04.csv"');
    expect((await response.text()).split("\r\n")).toEqual([
      "day,provider,model,user_email,calls,input_tokens,output_tokens,estimated_cost_usd",
      "2026-03-02,anthropic,claude-sonnet-4,alpha-host@example.com,1,2000,1000,0.021000",
      "2026-03-02,openai,gpt-4.1-mini,alpha-host@example.com,1,1200,800,0.001600",
      "2026-03-02,openai,gpt-4.1-mini,bravo-host@example.com,1,1000,500,0.001200",
      "2026-03-04,anthropic,claude-sonnet-4,,1,10,10,0.000180",
      "2026-03-04,openai,gpt-4.1-mini,bravo-host@example.com,1,100,50,0.000120",
      "",
    ]);
  });
});
