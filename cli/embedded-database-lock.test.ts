import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { accountResponseSchema } from "../contracts/session";
import { runCli } from "../test/support/cli-process";
import { findLink, readLatestEmail } from "../test/support/outbox";
import { readAnswer } from "../test/support/read-answer";
import { createScratchDatabase, PAIR_ORIGIN, postJson, type ScratchDatabase, signUpOn } from "../test/support/server-pair";
import { type ServerProcess, startServerProcess } from "../test/support/server-process";

// Issue 18, item 1: the command line and a running server on one DATA_DIR, each a real process. On the embedded
// database the command line refuses while the server holds it (a grant there used to print "balance now 6" and vanish);
// on PostgreSQL both run at once and the server sees the grant.
const postgresUrl = inject("postgresUrl");
const SLOW = 300_000;
const HELD = "is in use by the ListingLift server on port ";

async function signUp(server: ServerProcess, dataDir: string): Promise<{ email: string; cookie: string }> {
  const email = `host-${randomBytes(4).toString("hex")}@example.com`;
  const signedUp = await postJson(server, "/api/auth/sign-up/email", { email, password: "long enough pw", name: "Host" });
  expect(signedUp.status).toBe(200);
  const link = new URL(findLink(readLatestEmail(path.join(dataDir, "outbox"), email).text));
  const verified = await fetch(`${server.url}${link.pathname}${link.search}`, { redirect: "manual" });
  expect(verified.status).toBe(302);
  return { email, cookie: verified.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ") };
}

async function listingCredits(server: ServerProcess, cookie: string): Promise<number> {
  const account = await fetch(`${server.url}/api/v1/account`, { headers: { cookie } });
  expect(account.status).toBe(200);
  return (await readAnswer(account, accountResponseSchema)).credits ?? 0;
}

describe.runIf(!postgresUrl)("the embedded database is one process's at a time", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-db-lock-"));
  const lockFile = path.join(dataDir, "db.lock");
  const env = {
    DATA_DIR: dataDir,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    BASE_URL: PAIR_ORIGIN,
    WEB_BUILD_DIR: path.join(dataDir, "no-build"),
    PLACES_PROVIDER: "none",
  };
  const cliEnv = { DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  let server: ServerProcess | undefined;
  let host: { email: string; cookie: string };

  beforeAll(async () => {
    // The command line makes the database first (initdb takes long on a busy machine), with no server running.
    expect(await runCli(cliEnv, ["db", "migrate"])).toMatchObject({ code: 0, out: "Migrations applied (pglite).\n" });
    expect(fs.existsSync(lockFile)).toBe(false);
    server = await startServerProcess(env);
    host = await signUp(server, dataDir);
  }, SLOW);

  afterAll(async () => {
    await server?.stop("SIGKILL");
  });

  it("while the server runs, every command that opens the database refuses at once, says why and what to do, and writes nothing", async () => {
    const before = await listingCredits(server!, host.cookie);
    const dump = path.join(dataDir, "refused.jsonl.gz");
    const runs = await Promise.all([
      runCli(cliEnv, ["credits", "grant", host.email, "5"]),
      runCli(cliEnv, ["admin", "grant", host.email]),
      runCli(cliEnv, ["db", "dump", dump]),
      runCli(cliEnv, ["db", "migrate"]),
    ]);
    for (const run of runs) {
      expect(run).toMatchObject({ code: 1, out: "" });
      expect(run.err).toContain(`The embedded database in ${path.join(dataDir, "db")} ${HELD}`);
      expect(run.err).toContain("nothing was done");
      expect(run.err).toContain("stop the server, then run this again");
      expect(run.err).toContain("set DATABASE_URL");
    }
    expect(fs.existsSync(dump)).toBe(false);
    expect(await listingCredits(server!, host.cookie)).toBe(before);
    const account = await fetch(`${server!.url}/api/v1/account`, { headers: { cookie: host.cookie } });
    expect((await readAnswer(account, accountResponseSchema)).role).toBe("user");
  }, SLOW);

  it("a second server on the same DATA_DIR refuses with one log line and a non-zero exit", async () => {
    const second = startServerProcess(env);
    const error = await second.then(
      () => null,
      (caught: unknown) => caught as Error,
    );
    expect(error?.message).toMatch(/^Server exited with 1:/);
    const line = error!.message.split("\n").find((text) => text.includes(HELD));
    expect(JSON.parse(line!)).toMatchObject({ level: 60, lockFile, msg: expect.stringContaining("Stop that process first") });
    // The first server is untouched.
    expect((await fetch(`${server!.url}/api/ready`)).status).toBe(200);
  }, SLOW);

  it("once the server has stopped the command works, and the restarted server shows its grant", async () => {
    expect(await server!.stop("SIGTERM")).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(await runCli(cliEnv, ["credits", "grant", host.email, "5"])).toMatchObject({ code: 0, out: `${host.email}: +5 listing credits; balance now 5.\n` });
    server = await startServerProcess(env);
    expect(await listingCredits(server, host.cookie)).toBe(5);
  }, SLOW);

  it("a SIGKILLed server's lock blocks neither the command line nor the next server", async () => {
    await server!.stop("SIGKILL");
    expect(fs.existsSync(lockFile)).toBe(true);
    expect(await runCli(cliEnv, ["credits", "grant", host.email, "2"])).toMatchObject({ code: 0, out: `${host.email}: +2 listing credits; balance now 7.\n` });
    server = await startServerProcess(env);
    expect(await listingCredits(server, host.cookie)).toBe(7);
  }, SLOW);
});

describe.runIf(postgresUrl)("on PostgreSQL the command line and a running server work at once", () => {
  let scratch: ScratchDatabase;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    scratch = await createScratchDatabase(postgresUrl!, "listinglift_cli_lock");
    server = await startServerProcess(scratch.env);
  }, SLOW);

  afterAll(async () => {
    await server?.stop();
    await scratch?.drop();
  });

  it("a grant from the command line is in the running server's GET /api/v1/account", async () => {
    const host = await signUpOn(server!, server!, scratch, "192.0.2.44");
    expect(await listingCredits(server!, host.cookie)).toBe(0);
    const run = await runCli({ DATABASE_URL: scratch.url, DATA_DIR: scratch.dataDir, LOG_LEVEL: "warn" }, ["credits", "grant", host.email, "5"]);
    expect(run).toMatchObject({ code: 0, out: `${host.email}: +5 listing credits; balance now 5.\n` });
    expect(await listingCredits(server!, host.cookie)).toBe(5);
    expect(fs.existsSync(path.join(scratch.dataDir, "db.lock"))).toBe(false);
  }, SLOW);
});
