import { describe, expect, it } from "vitest";
import { createdApiKeySchema } from "../../contracts/api-keys";
import { authPost, signUpVerified } from "../../test/support/auth-session";
import { readAnswer, readError } from "../../test/support/read-answer";
import { countRows } from "../../test/support/table-counts";
import { jsonRequest, useTestApp } from "../../test/support/test-app";
import { apiErrorSchema } from "../../contracts/errors";

// Cases the fuzzer found (each was a 500 from PostgreSQL or a stack overflow), kept as examples.
const t = useTestApp({ env: { TRUST_PROXY: "true" } });

async function refusal(response: Response) {
  expect(response.status).toBe(400);
  return readError(response);
}

describe("text PostgreSQL cannot store, and values too deep to store", () => {
  it("a NUL in a path parameter is a 400, not a failed query", async () => {
    const host = await signUpVerified(t);
    for (const path of ["/listings/%00", "/api-keys/%00", "/captions/sets/a%00b", "/grader/history/%00", "/billing/payments/%00"]) {
      const method = path.startsWith("/api-keys") ? "DELETE" : "GET";
      const error = await refusal(await t.app.request(`/api/v1${path}`, { method, headers: { cookie: host.cookie } }));
      expect(error).toMatchObject({ code: "validation_failed", message: expect.stringMatching(/^id: .*NUL/) });
    }
  });

  it("a NUL or a lone surrogate in a JSON body is refused, and nothing is stored", async () => {
    const host = await signUpVerified(t);
    const before = await countRows(t.database.db, ["api_keys", "listing_drafts", "caption_sets"]);
    expect((await refusal(await t.app.request("/api/v1/api-keys", jsonRequest({ name: "CI\u0000key" }, { cookie: host.cookie })))).message).toMatch(/^name: /);
    const draft = await t.app.request("/api/v1/listings/draft", { ...jsonRequest({ facts: { city: "Gent \ud800" } }, { cookie: host.cookie }), method: "PUT" });
    expect((await refusal(draft)).message).toMatch(/^facts.city: .*lone surrogate/);
    expect((await refusal(await t.app.request("/api/v1/captions/sets", jsonRequest({ name: "Loft \udfff" }, { cookie: host.cookie })))).code).toBe("validation_failed");
    expect(await countRows(t.database.db, ["api_keys", "listing_drafts", "caption_sets"])).toEqual(before);
  });

  it("keeps the same characters written as escapes, and emoji", async () => {
    const host = await signUpVerified(t);
    const response = await t.app.request("/api/v1/api-keys", jsonRequest({ name: "\\u0000 🏡" }, { cookie: host.cookie }));
    expect(response.status).toBe(201);
    expect((await readAnswer(response, createdApiKeySchema)).name).toBe("\\u0000 🏡");
  });

  it("a draft nested 100 000 levels deep is a 400, not a stack overflow", async () => {
    const host = await signUpVerified(t);
    const body = `{"facts":${'{"a":'.repeat(100_000)}1${"}".repeat(100_000)}}`;
    const response = await t.app.request("/api/v1/listings/draft", { method: "PUT", headers: { cookie: host.cookie, "content-type": "application/json" }, body });
    expect((await refusal(response)).message).toMatch(/nest 10 levels at most/);
  });

  it("better-auth's endpoints refuse a NUL in a token or an e-mail in their own error shape, not with a 500", async () => {
    const reset = await authPost(t, "/reset-password", { newPassword: "long enough password", token: "\u0000" });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toMatchObject({ code: "VALIDATION_ERROR", message: expect.stringMatching(/^token: .*NUL/) });
    const verify = await t.app.request("/api/auth/verify-email?token=abc%00def");
    expect(verify.status).toBe(400);
    const signIn = await t.app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { origin: t.env.baseUrl, "content-type": "application/x-www-form-urlencoded" },
      body: "email=a%00%40example.com&password=whatever123",
    });
    expect(signIn.status).toBe(400);
  });
});

describe("a body of the wrong type", () => {
  it("is a 415 that says what was sent and what is taken, and nothing is stored", async () => {
    const host = await signUpVerified(t);
    const before = await countRows(t.database.db, ["api_keys"]);
    for (const [type, named] of [["text/plain;charset=UTF-8", "a body of type text/plain"], [undefined, "a body without a Content-Type"]] as const) {
      const response = await t.app.request("/api/v1/api-keys", { method: "POST", headers: { cookie: host.cookie, ...(type ? { "content-type": type } : {}) }, body: new TextEncoder().encode(JSON.stringify({ name: "CI" })) });
      expect(response.status).toBe(415);
      expect(await readAnswer(response, apiErrorSchema)).toEqual({ error: { code: "unsupported_media_type", message: `This endpoint does not take ${named}. Send JSON with Content-Type: application/json.` } });
    }
    expect(await countRows(t.database.db, ["api_keys"])).toEqual(before);
  });
});
