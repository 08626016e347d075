import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CookieJar, OIDC_CLIENT, startOidcProvider } from "../../test/support/oidc-stand-in";
import { createAppDeps } from "../create-deps";
import { createApp } from "../app";
import { parseEnv } from "../env";
import { createLogger } from "../logger";
import { createTestDatabase, type TestDatabase } from "../../test/support/test-database";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { readAnswer } from "../../test/support/read-answer";
import { accountResponseSchema, sessionResponseSchema } from "../../contracts/session";

const BASE_URL = "http://localhost:3000";
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let database: TestDatabase;
let app: ReturnType<typeof createApp>;
// The app's log lines, to see what a sign-in through the provider logs.
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split("\n").filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

beforeAll(async () => {
  provider = await startOidcProvider(`${BASE_URL}/api/auth/callback/oidc`);
  database = await createTestDatabase();
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "info",
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-oidc-")),
    OIDC_DISCOVERY_URL: `${provider.issuer}/.well-known/openid-configuration`,
    OIDC_CLIENT_ID: OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
    OIDC_NAME: "Test SSO",
  });
  app = createApp(createAppDeps({ env, database, logger: createLogger(env, logStream) }));
});

afterAll(async () => {
  await provider?.close();
  await database?.dispose();
});

/** Walks the provider's redirects, filling its development login and consent forms, until it sends us back. */
async function authorizeAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const response = await fetch(url, { redirect: "manual", headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin === BASE_URL) return next;
      url = next.toString();
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`Stuck at ${url}: ${response.status} ${html.slice(0, 300)}`);
    const isLogin = html.includes('name="login"');
    const form = new URLSearchParams(isLogin ? { prompt: "login", login, password: "any" } : { prompt: "consent" });
    const submitted = await fetch(new URL(action, url), {
      method: "POST",
      redirect: "manual",
      headers: { cookie: jar.header(), "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    jar.store(submitted);
    url = new URL(submitted.headers.get("location")!, url).toString();
  }
  throw new Error("The provider never sent the browser back");
}

describe("sign-in with an OpenID Connect provider", () => {
  it("offers the provider to the browser only because it is configured", async () => {
    const session = await readAnswer(await app.request("/api/v1/session"), sessionResponseSchema);
    expect(session).toMatchObject({ user: null, providers: ["oidc"], oidcName: "Test SSO" });
  });

  it("signs a new user in end to end and makes an account with the provider's verified e-mail", async () => {
    // In better-auth 1.7 a generic OIDC provider signs in through the social endpoints: /sign-in/social, /callback/:id.
    const start = await app.request("/api/auth/sign-in/social", {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE_URL },
      body: JSON.stringify({ provider: "oidc", callbackURL: "/auth/callback" }),
    });
    expect(start.status).toBe(200);
    const { url } = (await start.json()) as { url: string };
    expect(url.startsWith(provider.issuer)).toBe(true);
    const stateCookies = start.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

    const callback = await authorizeAtProvider(url, "marta");
    expect(callback.pathname).toBe("/api/auth/callback/oidc");
    const finished = await app.request(`${callback.pathname}${callback.search}`, { headers: { cookie: stateCookies } });
    expect(finished.status).toBe(302);
    expect(finished.headers.get("location")).toBe("/auth/callback");

    const cookie = finished.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const account = await app.request("/api/v1/account", { headers: { cookie } });
    expect(account.status).toBe(200);
    const body = await readAnswer(account, accountResponseSchema);
    expect(body).toMatchObject({ email: "marta@example.com", name: "Host marta", role: "user", emailVerified: true });
    // Spec §4: the sign-in is logged with the user id and the provider, nothing else.
    expect(logLines.filter((line) => line.msg === "signed in")).toEqual([
      { level: 30, time: expect.any(String), service: "listinglift", msg: "signed in", userId: body.id, provider: "oidc" },
    ]);
  });
});
