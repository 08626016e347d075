import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withDatabase } from "../test/support/database-template";
import { findLink, readLatestEmail } from "../test/support/outbox";
import { type ServerProcess, startServerProcess } from "../test/support/server-process";

// Two real server processes on one PostgreSQL share sessions and the sign-in limit. PostgreSQL only: PGlite is one
// process's embedded database by design.
const postgresUrl = inject("postgresUrl");

describe.runIf(postgresUrl)("two server processes on one PostgreSQL", () => {
  const dbName = `listinglift_multi_${randomBytes(4).toString("hex")}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-multi-"));
  let first: ServerProcess;
  let second: ServerProcess;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };

  beforeAll(async () => {
    await admin(`create database ${dbName}`);
    const env = {
      DATABASE_URL: withDatabase(postgresUrl, dbName),
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY: "true",
      BASE_URL: "http://listinglift.test",
      WEB_BUILD_DIR: path.join(dataDir, "no-build"),
    };
    // Both start at once: the migration lock lets one migrate while the other waits.
    [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await admin(`drop database if exists ${dbName} with (force)`);
  });

  const post = (server: ServerProcess, endpoint: string, body: unknown, ip: string) =>
    fetch(`${server.url}/api/auth${endpoint}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://listinglift.test", "x-forwarded-for": ip },
      body: JSON.stringify(body),
    });

  it("a session made by one process is honoured by the other", async () => {
    const email = `two-processes-${Date.now()}@example.com`;
    expect((await post(first, "/sign-up/email", { email, password: "long enough pw", name: "Two" }, "192.0.2.10")).status).toBe(200);
    const link = new URL(findLink(readLatestEmail(path.join(dataDir, "outbox"), email).text));
    const verified = await fetch(`${second.url}${link.pathname}${link.search}`, { redirect: "manual" });
    expect(verified.status).toBe(302);
    const cookie = verified.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    for (const server of [first, second]) {
      const account = await fetch(`${server.url}/api/v1/account`, { headers: { cookie } });
      expect(account.status).toBe(200);
      expect((await account.json()).email).toBe(email);
    }
  });

  it("the sign-in limit counts attempts on both processes together", async () => {
    const ip = "192.0.2.77";
    const attempt = (server: ServerProcess) => post(server, "/sign-in/email", { email: "nobody@example.com", password: "wrong password" }, ip);
    for (let i = 0; i < 5; i++) {
      expect((await attempt(first)).status).toBe(401);
      expect((await attempt(second)).status).toBe(401);
    }
    expect((await attempt(first)).status).toBe(429);
    expect((await attempt(second)).status).toBe(429);
  });
});
