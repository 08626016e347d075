import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/support/test-app";
import { readAnswer } from "../../../test/support/read-answer";
import { healthResponseSchema, readyResponseSchema } from "../../../contracts/health";

const t = useTestApp();

describe("GET /api/health", () => {
  it("answers ok with the version and uptime", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await readAnswer(res, healthResponseSchema)).toMatchObject({ status: "ok", uptimeSeconds: expect.any(Number) });
  });
});

describe("GET /api/ready", () => {
  it("is ready when the database answers, and names the engine", async () => {
    const res = await t.app.request("/api/ready");
    expect(res.status).toBe(200);
    expect(await readAnswer(res, readyResponseSchema)).toEqual({ status: "ready", database: t.database.kind });
  });
});
