import { describe, expect, it } from "vitest";
import { jsonRequest, useTestApp } from "../test/support/test-app";
import { readAnswer, readError } from "../test/support/read-answer";
import { apiErrorSchema } from "../contracts/errors";
import { sessionResponseSchema } from "../contracts/session";

const t = useTestApp();

describe("unknown API paths", () => {
  it.each(["/api/unknown", "/api/v1/nothing-here", "/api/v2/listings"])("%s is a JSON 404 in the one error shape", async (path) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await readAnswer(res, apiErrorSchema)).toEqual({ error: { code: "not_found", message: expect.stringContaining(path) } });
  });

  it("a POST to an unknown path is a JSON 404 too", async () => {
    const res = await t.app.request("/api/unknown", jsonRequest({ a: 1 }));
    expect(res.status).toBe(404);
    expect((await readError(res)).code).toBe("not_found");
  });
});

describe("errors never carry a stack trace", () => {
  it("malformed JSON is a 400 with a readable message", async () => {
    const res = await t.app.request("/api/v1/page-views", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text).error).toEqual({ code: "bad_request", message: expect.any(String) });
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });

  it("a body over 1 MB is refused with 413", async () => {
    const res = await t.app.request("/api/v1/page-views", jsonRequest({ path: "/", referrer: "x".repeat(1024 * 1024 + 10) }));
    expect(res.status).toBe(413);
    expect((await readError(res)).code).toBe("payload_too_large");
  });
});

describe("request ids", () => {
  it("every answer carries an x-request-id, and a caller's own id is kept", async () => {
    const generated = await t.app.request("/api/health");
    expect(generated.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.request("/api/health", { headers: { "x-request-id": "trace-abc-123" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-abc-123");
  });
});

describe("GET /api/v1/session", () => {
  it("answers a visitor with user null (not an error)", async () => {
    const res = await t.app.request("/api/v1/session");
    expect(res.status).toBe(200);
    expect(await readAnswer(res, sessionResponseSchema)).toEqual({ user: null, providers: [], canUseCaptions: false });
  });
});
