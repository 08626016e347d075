import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/support/test-app";

const t = useTestApp();

describe("GET /api/health", () => {
  it("answers ok with the version and uptime", async () => {
    const res = await t.app.request("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", uptimeSeconds: expect.any(Number) });
  });
});

describe("GET /api/ready", () => {
  it("is ready when the database answers, and names the engine", async () => {
    const res = await t.app.request("/api/ready");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready", database: t.database.kind });
  });
});
