import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jsonRequest, useTestApp } from "../../../test/support/test-app";
import { pageViews } from "../../db/schema/page-views";
import { readAnswer } from "../../../test/support/read-answer";
import { apiErrorSchema } from "../../../contracts/errors";

const t = useTestApp();

describe("POST /api/v1/page-views", () => {
  it("stores the path and referrer of a route change", async () => {
    const res = await t.app.request("/api/v1/page-views", jsonRequest({ path: "/pricing", referrer: "https://search.example/" }));
    expect(res.status).toBe(204);
    const [row] = await t.database.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1);
    expect(row).toMatchObject({ path: "/pricing", referrer: "https://search.example/", userId: null });
  });

  it.each([
    [{}, "path"],
    [{ path: 42 }, "path"],
    [{ path: "pricing" }, "path must start with /"],
    [{ path: "/a b" }, "path must start with /"],
    [{ path: `/${"x".repeat(600)}` }, "path"],
  ])("refuses %j with 400 and stores nothing", async (body, message) => {
    const before = await t.database.db.$count(pageViews);
    const res = await t.app.request("/api/v1/page-views", jsonRequest(body));
    expect(res.status).toBe(400);
    const json = await readAnswer(res, apiErrorSchema);
    expect(json.error.code).toBe("validation_failed");
    expect(json.error.message).toContain(message);
    expect(await t.database.db.$count(pageViews)).toBe(before);
  });
});
