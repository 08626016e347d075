import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createdApiKeySchema } from "../contracts/api-keys";
import { readGraderCookie, SAMPLE_TEXT } from "../test/support/grader-requests";
import { LISBON_FACTS } from "../test/support/listing-requests";
import { readAnswer } from "../test/support/read-answer";
import { createScratchDatabase, grantCredits, PAIR_ORIGIN, postJson, readCredits, type ScratchDatabase, signUpOn } from "../test/support/server-pair";
import { API_KEY_CACHE_MS } from "./services/api-keys/api-key-cache";
import { type ServerProcess, startServerProcess } from "../test/support/server-process";
import { accountResponseSchema } from "../contracts/session";

// Two real server processes on one PostgreSQL share sessions, the sign-in limit, the grader's limits, the API-key limit
// and credits.
// PostgreSQL only: PGlite is one process's embedded database by design.
const postgresUrl = inject("postgresUrl");
const KEY_LIMIT = 10;

describe.runIf(postgresUrl)("two server processes on one PostgreSQL", () => {
  let scratch: ScratchDatabase;
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresUrl!, "listinglift_multi", { API_KEY_RATE_LIMIT: String(KEY_LIMIT) });
    // Both start at once: the migration lock lets one migrate while the other waits.
    [first, second] = await Promise.all([startServerProcess(scratch.env), startServerProcess(scratch.env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await scratch?.drop();
  });

  it("a session made by one process is honoured by the other", async () => {
    const host = await signUpOn(first, second, scratch, "192.0.2.10");
    for (const server of [first, second]) {
      const account = await fetch(`${server.url}/api/v1/account`, { headers: { cookie: host.cookie } });
      expect(account.status).toBe(200);
      expect((await readAnswer(account, accountResponseSchema)).email).toBe(host.email);
    }
  });

  it("the sign-in limit counts attempts on both processes together", async () => {
    const attempt = (server: ServerProcess) =>
      postJson(server, "/api/auth/sign-in/email", { email: "nobody@example.com", password: "wrong password" }, { "x-forwarded-for": "192.0.2.77" });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(first)).status).toBe(401);
      expect((await attempt(second)).status).toBe(401);
    }
    expect((await attempt(first)).status).toBe(429);
    expect((await attempt(second)).status).toBe(429);
  });

  it("the grader's free analyses (3 a browser, 10 an address) count on both processes together", async () => {
    const analyze = (server: ServerProcess, ip: string, cookie?: string) =>
      postJson(server, "/api/v1/grader/analyze", { text: SAMPLE_TEXT }, { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) });
    const opening = await analyze(first, "192.0.2.90");
    expect(opening.status).toBe(200);
    const browser = readGraderCookie(opening)!;
    expect((await analyze(second, "192.0.2.90", browser)).status).toBe(200);
    expect((await analyze(first, "192.0.2.90", browser)).status).toBe(200);
    expect((await analyze(second, "192.0.2.90", browser)).status).toBe(429);
    expect((await analyze(first, "192.0.2.90", browser)).status).toBe(429);

    // Fourteen new browsers from one address, all at once, half on each process: the address's ten, no more.
    const statuses = (await Promise.all(Array.from({ length: 14 }, (_, i) => analyze(i % 2 === 0 ? first : second, "192.0.2.91")))).map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
  });

  it(`an API key's limit (${KEY_LIMIT} a minute) counts requests on both processes together, even all at once`, async () => {
    const host = await signUpOn(first, second, scratch, "192.0.2.11");
    const created = await postJson(first, "/api/v1/api-keys", { name: "two processes" }, { cookie: host.cookie });
    expect(created.status).toBe(201);
    const { key, id } = await readAnswer(created, createdApiKeySchema);
    const call = (server: ServerProcess) => fetch(`${server.url}/api/v1/account`, { headers: { authorization: `Bearer ${key}` } });
    const responses = await Promise.all(Array.from({ length: 16 }, (_, i) => call(i % 2 === 0 ? first : second)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(KEY_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(16 - KEY_LIMIT);
    // Both processes answered some of the ten (each got eight): the count is the database's, not a process's.
    const passedOn = new Set(responses.flatMap((r, i) => (r.status === 200 ? [i % 2] : [])));
    expect(passedOn.size).toBe(2);
    // Each process writes its request log behind, within API_REQUEST_LOG_FLUSH_MS (200 ms) of the answer.
    const readLog = async () =>
      (await scratch.pool.query<{ status: number; n: number }>("select status, count(*)::int as n from api_requests where api_key_id = $1 group by status order by status", [id])).rows;
    await expect.poll(readLog, { timeout: 3000 }).toEqual([{ status: 200, n: KEY_LIMIT }, { status: 429, n: 16 - KEY_LIMIT }]);
  });

  it("a key revoked on one process is refused by the other within a second, though that one had just used it", async () => {
    const host = await signUpOn(first, second, scratch, "192.0.2.13");
    const created = await postJson(first, "/api/v1/api-keys", { name: "revoked" }, { cookie: host.cookie });
    const { key, id } = await readAnswer(created, createdApiKeySchema);
    const call = (server: ServerProcess) => fetch(`${server.url}/api/v1/account`, { headers: { authorization: `Bearer ${key}` } });
    // The second process looks the key up and holds the lookup (api-key-cache.ts)…
    expect((await call(second)).status).toBe(200);
    const revoked = await fetch(`${first.url}/api/v1/api-keys/${id}`, { method: "DELETE", headers: { cookie: host.cookie, origin: PAIR_ORIGIN } });
    expect(revoked.status).toBe(200);
    const revokedAt = Date.now();
    expect((await call(first)).status).toBe(401);
    // …for at most API_KEY_CACHE_MS after it read it, so a second after the revocation both refuse it.
    await new Promise((resolve) => setTimeout(resolve, API_KEY_CACHE_MS + 50 - (Date.now() - revokedAt)));
    expect((await call(second)).status).toBe(401);
    expect((await call(first)).status).toBe(401);
  });

  it("a process stopped by SIGTERM writes out the API request log it held", async () => {
    const host = await signUpOn(first, second, scratch, "192.0.2.14");
    const { key, id } = await readAnswer(await postJson(first, "/api/v1/api-keys", { name: "shutdown" }, { cookie: host.cookie }), createdApiKeySchema);
    // A third process that would hold its log for ten minutes: only its shutdown can write it.
    const third = await startServerProcess({ ...scratch.env, API_REQUEST_LOG_FLUSH_MS: "600000" });
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(`${third.url}/api/v1/account`, { headers: { authorization: `Bearer ${key}` } })));
    expect(answers.map((r) => r.status)).toEqual(Array(6).fill(200));
    const count = async () => (await scratch.pool.query<{ n: number }>("select count(*)::int as n from api_requests where api_key_id = $1", [id])).rows[0]!.n;
    expect(await count()).toBe(0);
    expect(await third.stop("SIGTERM")).toBe(0);
    expect(await count()).toBe(6);
  }, 90_000);

  it("5 credits pay for exactly 5 of 20 listings asked of both processes at once; the ledger sums to the balance", async () => {
    const host = await signUpOn(first, second, scratch, "192.0.2.12");
    await grantCredits(scratch, host.userId, 5);
    const generate = (server: ServerProcess) => postJson(server, "/api/v1/listings/generate", { facts: LISBON_FACTS }, { cookie: host.cookie });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => generate(i % 2 === 0 ? first : second)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 402)).toHaveLength(15);
    const credits = await readCredits(scratch.pool, host.userId);
    expect(credits.balance).toBe(0);
    expect(credits.ledgerSum).toBe(0);
    expect(credits.count("usage")).toBe(5);
    expect(credits.count("refund")).toBe(0);
    const listings = await scratch.pool.query<{ status: string; n: number }>("select status, count(*)::int as n from listings where user_id = $1 group by status", [host.userId]);
    expect(listings.rows).toEqual([{ status: "ready", n: 5 }]);
  });
});
