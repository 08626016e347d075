import { describe, expect, it } from "vitest";
import { apiKeysPageSchema } from "../../contracts/api-keys";
import { signUpVerified } from "../../test/support/auth-session";
import { readAnswer, readError } from "../../test/support/read-answer";
import { jsonRequest, useTestApp } from "../../test/support/test-app";
import { bearer, createKey } from "../../test/support/api-key-requests";

const t = useTestApp({ env: { TRUST_PROXY: "true" } });

async function keyNames(cookie: string): Promise<string[]> {
  const response = await t.app.request("/api/v1/api-keys", { headers: { cookie } });
  return (await readAnswer(response, apiKeysPageSchema)).items.map((key) => key.name);
}

describe("writes with the session cookie from another site", () => {
  it("are refused with 403 when the browser says they came from elsewhere, and change nothing", async () => {
    const host = await signUpVerified(t);
    const attempts: Array<Record<string, string>> = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
    ];
    for (const headers of attempts) {
      const response = await t.app.request("/api/v1/api-keys", jsonRequest({ name: "forged" }, { cookie: host.cookie, ...headers }));
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await readError(response))).toMatchObject({ code: "forbidden", message: expect.stringContaining("came from another site") });
    }
    expect(await keyNames(host.cookie)).toEqual([]);
  });

  it("are taken from our own pages, from callers that are not browsers, and with an API key", async () => {
    const host = await signUpVerified(t);
    const ownPage = { cookie: host.cookie, origin: new URL(t.env.baseUrl).origin, "sec-fetch-site": "same-origin" };
    expect((await t.app.request("/api/v1/api-keys", jsonRequest({ name: "from our page" }, ownPage))).status).toBe(201);
    expect((await t.app.request("/api/v1/api-keys", jsonRequest({ name: "from a script" }, { cookie: host.cookie }))).status).toBe(201);
    const { key } = await createKey(t, host.cookie, "bearer");
    // A key is never sent by a browser on its own: the Origin of a page that holds it is not a forgery.
    const withKey = await t.app.request("/api/v1/account", { headers: bearer(key, { origin: "https://elsewhere.example" }) });
    expect(withKey.status).toBe(200);
    expect(await keyNames(host.cookie)).toEqual(expect.arrayContaining(["from our page", "from a script", "bearer"]));
  });

  it("reads are not checked (CORS keeps another site from reading the answer)", async () => {
    const host = await signUpVerified(t);
    const response = await t.app.request("/api/v1/account", { headers: { cookie: host.cookie, "sec-fetch-site": "cross-site" } });
    expect(response.status).toBe(200);
  });
});
