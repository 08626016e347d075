import { beforeAll, describe, expect, it } from "vitest";
import { toCalendarDay } from "../../../core/analytics/day-range";
import { signUpVerified, type TestUser } from "../../../test/support/auth-session";
import { useTestApp } from "../../../test/support/test-app";
import { user } from "../../db/schema/auth";
import { creditTransactions } from "../../db/schema/billing";
import { grades } from "../../db/schema/grades";
import { listings } from "../../db/schema/listings";
import { pageViews } from "../../db/schema/page-views";
import { readAnswer } from "../../../test/support/read-answer";
import { adminOverviewSchema } from "../../../contracts/admin-overview";
import { apiErrorSchema } from "../../../contracts/errors";

const ADMIN_EMAIL = "overview-admin@example.com";
const t = useTestApp({ env: { TRUST_PROXY: "true", ADMIN_EMAILS: ADMIN_EMAIL } });
let admin: TestUser;
let host: TestUser;

const at = (iso: string) => new Date(iso);
const overview = (query: string, cookie = admin.cookie) => t.app.request(`/api/v1/admin/overview${query}`, { headers: { cookie } });

// Three days in March 2026, and rows just outside them on both sides.
beforeAll(async () => {
  admin = await signUpVerified(t, { email: ADMIN_EMAIL, name: "Overview Admin" });
  host = await signUpVerified(t);
  const db = t.database.db;
  await db.insert(user).values([
    { id: "u-1", name: "One", email: "one@example.com", createdAt: at("2026-03-01T00:00:00Z") },
    { id: "u-2", name: "Two", email: "two@example.com", createdAt: at("2026-03-03T23:59:59.999Z") },
    { id: "u-out", name: "Out", email: "out@example.com", createdAt: at("2026-03-04T00:00:00Z") },
  ]);
  const grade = { source: "text" as const, title: "Loft", overallScore: 50, qualityLevel: "Fair", result: {}, listing: {} };
  await db.insert(grades).values([
    { ...grade, id: "g-1", createdAt: at("2026-03-01T10:00:00Z") },
    { ...grade, id: "g-2", createdAt: at("2026-03-01T11:00:00Z") },
    { ...grade, id: "g-3", createdAt: at("2026-03-03T12:00:00Z") },
    { ...grade, id: "g-out", createdAt: at("2026-02-28T23:59:59Z") },
  ]);
  const listing = { userId: "u-1", origin: "web" as const, marketplace: "airbnb", language: "en", facts: {} };
  await db.insert(listings).values([
    { ...listing, id: "l-1", status: "ready", createdAt: at("2026-03-02T09:00:00Z") },
    { ...listing, id: "l-2", status: "ready", createdAt: at("2026-03-02T10:00:00Z") },
    { ...listing, id: "l-3", status: "failed", createdAt: at("2026-03-02T11:00:00Z") },
    { ...listing, id: "l-4", status: "generating", createdAt: at("2026-03-02T12:00:00Z") },
  ]);
  const ledger = { userId: "u-1", description: "Pack", balanceAfter: 0 };
  await db.insert(creditTransactions).values([
    { ...ledger, amount: 1, creditKind: "listing", transactionType: "purchase", reference: "p-1", createdAt: at("2026-03-01T08:00:00Z") },
    { ...ledger, amount: 50, creditKind: "caption", transactionType: "purchase", reference: "p-1", createdAt: at("2026-03-01T08:00:00Z") },
    { ...ledger, amount: 10, creditKind: "listing", transactionType: "purchase", reference: "p-2", createdAt: at("2026-03-03T08:00:00Z") },
    { ...ledger, amount: -1, creditKind: "listing", transactionType: "usage", reference: "l-1", createdAt: at("2026-03-03T09:00:00Z") },
    { ...ledger, amount: 5, creditKind: "listing", transactionType: "adjustment", createdAt: at("2026-03-03T09:00:00Z") },
  ]);
  await db.insert(pageViews).values([
    ...["/", "/", "/pricing"].map((path) => ({ path, createdAt: at("2026-03-01T12:00:00Z") })),
    ...["/", "/blog", "/pricing", "/pricing"].map((path) => ({ path, createdAt: at("2026-03-03T12:00:00Z") })),
    { path: "/outside", createdAt: at("2026-03-05T00:00:00Z") },
  ]);
});

describe("GET /api/v1/admin/overview", () => {
  it("answers a visitor 401 and a user 403", async () => {
    expect((await t.app.request("/api/v1/admin/overview")).status).toBe(401);
    expect((await overview("", host.cookie)).status).toBe(403);
  });

  it("counts each measure by UTC day, every day of the range with zeros, and the totals", async () => {
    const res = await overview("?from=2026-03-01&to=2026-03-03");
    expect(res.status).toBe(200);
    const body = await readAnswer(res, adminOverviewSchema);
    expect(body.from).toBe("2026-03-01");
    expect(body.to).toBe("2026-03-03");
    expect(body.days).toEqual([
      { day: "2026-03-01", pageViews: 3, signUps: 1, analyses: 2, generationsReady: 0, generationsFailed: 0, creditsSold: 1 },
      { day: "2026-03-02", pageViews: 0, signUps: 0, analyses: 0, generationsReady: 2, generationsFailed: 1, creditsSold: 0 },
      { day: "2026-03-03", pageViews: 4, signUps: 1, analyses: 1, generationsReady: 0, generationsFailed: 0, creditsSold: 10 },
    ]);
    expect(body.totals).toEqual({ pageViews: 7, signUps: 2, analyses: 3, generationsReady: 2, generationsFailed: 1, creditsSold: 11 });
    expect(body.topPaths).toEqual([
      { path: "/", views: 3 },
      { path: "/pricing", views: 3 },
      { path: "/blog", views: 1 },
    ]);
  });

  it("shows the 30 days that end today by default, the admin's own sign-up among them", async () => {
    const body = await readAnswer(await overview(""), adminOverviewSchema);
    const today = toCalendarDay(new Date());
    expect(body.to).toBe(today);
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)!.day).toBe(today);
    expect(body.days.at(-1)!.signUps).toBeGreaterThanOrEqual(2);
  });

  it.each([
    ["?from=2026-02-30", "from: must be a date written YYYY-MM-DD"],
    ["?to=yesterday", "to: must be a date written YYYY-MM-DD"],
    ["?from=2026-03-03&to=2026-03-01", "The start date must be on or before the end date."],
    ["?from=2025-01-01&to=2026-01-02", "Pick a range of at most 366 days."],
  ])("refuses %s with 400 and a message the page can show", async (query, message) => {
    const res = await overview(query);
    expect(res.status).toBe(400);
    const body = await readAnswer(res, apiErrorSchema);
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.message).toBe(message);
  });
});
