// Two (or more) real server processes on one scratch PostgreSQL database, for the multi-process and crash tests.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect } from "vitest";
import { openDatabase } from "../../server/db/client";
import { adjustCredits } from "../../server/services/billing/adjust-credits";
import { withDatabase } from "./database-template";
import { findLink, readLatestEmail } from "./outbox";
import type { ServerProcess } from "./server-process";

export const PAIR_ORIGIN = "http://listinglift.test";

export interface ScratchDatabase {
  url: string;
  /** A pool for the test's own reads and writes, straight to the tables. */
  pool: pg.Pool;
  dataDir: string;
  /** The environment every server of the pair shares. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function admin(postgresUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** A new, empty database (the first server migrates it) and the settings both servers start with. */
export async function createScratchDatabase(postgresUrl: string, prefix: string, env: Record<string, string> = {}): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await admin(postgresUrl, `create database ${name}`);
  const url = withDatabase(postgresUrl, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  // A client still closing when drop() ends the database's connections errors while idle: without a listener, the
  // pool's "error" would be an uncaught exception in the test run (seen on PostgreSQL in cli/embedded-database-lock.test.ts).
  pool.on("error", () => undefined);
  return {
    url,
    pool,
    dataDir,
    env: {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY: "true",
      BASE_URL: PAIR_ORIGIN,
      WEB_BUILD_DIR: path.join(dataDir, "no-build"),
      PLACES_PROVIDER: "none",
      ...env,
    },
    async drop() {
      await pool.end();
      await admin(postgresUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function postJson(server: ServerProcess, endpoint: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: PAIR_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

/** Signs up on one server, opens the e-mailed link on the other (or the same), and answers the session cookie and user id. */
export async function signUpOn(first: ServerProcess, second: ServerProcess, scratch: ScratchDatabase, ip: string): Promise<{ cookie: string; userId: string; email: string }> {
  const email = `host-${randomBytes(4).toString("hex")}@example.com`;
  const signUp = await postJson(first, "/api/auth/sign-up/email", { email, password: "long enough pw", name: "Host" }, { "x-forwarded-for": ip });
  expect(signUp.status).toBe(200);
  const link = new URL(findLink(readLatestEmail(path.join(scratch.dataDir, "outbox"), email).text));
  const verified = await fetch(`${second.url}${link.pathname}${link.search}`, { redirect: "manual" });
  expect(verified.status).toBe(302);
  const cookie = verified.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const { rows } = await scratch.pool.query<{ id: string }>("select id from \"user\" where email = $1", [email]);
  return { cookie, userId: rows[0]!.id, email };
}

/** Gives listing credits as support does (an adjustment with its ledger row). */
export async function grantCredits(scratch: ScratchDatabase, userId: string, amount: number): Promise<void> {
  const handle = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 1 });
  try {
    await adjustCredits(handle.db, { userId, kind: "listing", amount, description: "test credits" });
  } finally {
    await handle.close();
  }
}

/** The user's listing balance, and the sum and kinds of their listing ledger rows, read from the tables. */
export async function readCredits(pool: pg.Pool, userId: string) {
  const balance = await pool.query<{ credits: number }>("select credits_remaining as credits from subscriptions where user_id = $1", [userId]);
  const ledger = await pool.query<{ type: string; amount: number; reference: string | null }>(
    "select transaction_type as type, amount, reference from credit_transactions where user_id = $1 and credit_kind = 'listing' order by id",
    [userId],
  );
  return {
    balance: balance.rows[0]?.credits ?? 0,
    ledgerSum: ledger.rows.reduce((sum, row) => sum + row.amount, 0),
    ledger: ledger.rows,
    count: (type: string) => ledger.rows.filter((row) => row.type === type).length,
  };
}

/** Polls until `read` answers something truthy, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, read: () => Promise<T | null | undefined | false>, timeoutMs = 20_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
