import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { migrateDatabase } from "../../server/db/migrate";
import { withDatabase } from "../support/database-template";
import { readSample } from "../support/metrics";
import { SEEDED_OWNER, seedOperatorData } from "../support/seed-operator-data";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { listImportedPackages, readRuntimeStage } from "./image-steps";

// The README's steps as the Dockerfile runs them, outside Docker, after `npm run build` (scripts/test.mjs runs this as
// its own stage): an app folder holding only what the image's runtime stage copies, the built server started with
// NODE_ENV=production on a new PostgreSQL database (TEST_DATABASE_URL's server; the embedded database without it),
// behind a TLS-terminating proxy (TRUST_PROXY, X-Forwarded-Proto). The data comes the operator's way: an embedded
// database dumped with the built CLI and restored into the new one.

const postgresUrl = process.env.TEST_DATABASE_URL;
const engine = postgresUrl ? "postgres" : "pglite";
const root = path.resolve(".");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-production-"));
const appDir = path.join(work, "app");
const dataDir = path.join(work, "data");
const dbName = `listinglift_production_${randomBytes(4).toString("hex")}`;
const BASE_URL = "https://listinglift.test";
const METRICS_TOKEN = randomBytes(24).toString("hex");
const stage = readRuntimeStage(path.join(root, "Dockerfile"));
const packageJson = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));

let databaseUrl: string | undefined;
let server: ServerProcess;

async function adminQuery(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(statement).finally(() => client.end());
}

/** The built CLI, as the image has it: `node build/node/cli.js <command>`. */
function cli(env: Record<string, string>, ...args: string[]) {
  const result = spawnSync(process.execPath, ["build/node/cli.js", ...args], {
    cwd: appDir,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "production", LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** A request as the reverse proxy forwards it: the visitor's protocol, host and address in X-Forwarded-* headers. */
function viaProxy(pathname: string, init: RequestInit & { proto?: "http" | "https" } = {}) {
  const { proto = "https", headers, ...rest } = init;
  return fetch(`${server.url}${pathname}`, {
    redirect: "manual",
    ...rest,
    headers: { "x-forwarded-proto": proto, "x-forwarded-host": "listinglift.test", "x-forwarded-for": "198.51.100.23", origin: BASE_URL, ...headers },
  });
}

beforeAll(async () => {
  for (const file of ["build/node/server.js", "build/node/cli.js", "build/client/index.html"]) {
    if (!fs.existsSync(path.join(root, file))) throw new Error(`${file} is missing: run \`npm run build\` first (scripts/test.mjs runs this test after it).`);
  }
  // The image's runtime stage: the install files, then what it copies from the build stage. Its node_modules comes from
  // `npm ci --omit=dev`; here the project's own stands in, and the first test checks that the bundle needs no more.
  for (const entry of [...stage.copiedForInstall, ...stage.copiedFromBuild]) fs.cpSync(path.join(root, entry), path.join(appDir, entry), { recursive: true });
  fs.symlinkSync(fs.realpathSync(path.join(root, "node_modules")), path.join(appDir, "node_modules"), "dir");

  // The operator's embedded database, with accounts, a ledger, grades and page views in it.
  const embeddedDir = path.join(work, "embedded");
  const embedded = await openDatabase({ kind: "pglite", dataDir: path.join(embeddedDir, "db") });
  await migrateDatabase(embedded);
  await seedOperatorData(embedded.db);
  await embedded.close();

  const target: Record<string, string> = { DATA_DIR: dataDir };
  if (postgresUrl) {
    await adminQuery(`create database ${dbName}`);
    databaseUrl = withDatabase(postgresUrl, dbName);
    target.DATABASE_URL = databaseUrl;
  }
  const dump = path.join(work, "move.jsonl.gz");
  expect(cli({ DATA_DIR: embeddedDir }, "db", "dump", dump)).toMatchObject({ code: 0 });
  expect(cli(target, "db", "restore", dump)).toMatchObject({ code: 0, out: expect.stringContaining(`into ${engine}.`) });

  server = await startServerProcess(
    {
      ...target,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      BASE_URL,
      TRUST_PROXY: "true",
      FORCE_HTTPS: "true",
      METRICS_TOKEN,
      AUTH_SECRET: randomBytes(32).toString("hex"),
    },
    { args: stage.cmd.slice(1), cwd: appDir },
  );
}, 240_000);

afterAll(async () => {
  if (server) expect(await server.stop("SIGTERM")).toBe(0);
  if (postgresUrl) await adminQuery(`drop database if exists ${dbName} with (force)`);
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`the production start (${engine})`, () => {
  it("follows the README's steps: the image builds with `npm run build`, installs production dependencies only, and runs `npm start`'s command as a non-root user", () => {
    expect(fs.readFileSync(path.join(root, "README.md"), "utf8")).toContain("npm ci && npm run build && npm start");
    expect(stage.cmd.join(" ")).toBe(packageJson.scripts.start);
    expect(fs.readFileSync(path.join(root, "Dockerfile"), "utf8")).toMatch(/^RUN npm run build$/m);
    expect(stage.runs.some((run) => run.startsWith("npm ci --omit=dev"))).toBe(true);
    expect(stage.copiedForInstall).toEqual(expect.arrayContaining(["package.json", "package-lock.json", ".npmrc"]));
    expect(stage.user).toBe("node");
    expect(stage.healthcheck).toContain("/api/ready");
  });

  it("needs no dev dependency at run time: every package the bundled server and CLI import is a production dependency", async () => {
    // The entries and their chunks (the lazy ones import the AI SDK, Stripe, S3, sharp, nodemailer); what the bundle
    // leaves in node_modules is scripts/server-bundle.ts's EXTERNAL_PACKAGES (decision 044).
    const imported = await listImportedPackages(["server.js", "cli.js"].map((file) => path.join(root, "build/node", file)));
    expect(imported).toEqual(expect.arrayContaining(["@electric-sql/pglite", "pino", "ai", "stripe", "sharp"]));
    expect(imported).not.toContain("hono");
    expect(imported.filter((name) => !(name in packageJson.dependencies))).toEqual([]);
  });

  it(`is ready on ${engine} and serves the built web app over the proxy's https`, async () => {
    const ready = await fetch(`${server.url}/api/ready`);
    expect(await ready.json()).toEqual({ status: "ready", database: engine });
    const home = await viaProxy("/");
    expect(home.status).toBe(200);
    expect(home.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    expect(await home.text()).toContain("ListingLift");
  });

  it("redirects a plain-http visitor to https on the public host", async () => {
    const page = await viaProxy("/pricing?ref=x", { proto: "http" });
    expect(page.status).toBe(301);
    expect(page.headers.get("location")).toBe("https://listinglift.test/pricing?ref=x");
    const post = await viaProxy("/api/v1/page-views", { proto: "http", method: "POST", body: "{}" });
    expect(post.status).toBe(308);
  });

  it("signs the restored owner in with their password and sets a Secure, httpOnly session cookie; refuses demo payments", async () => {
    const signIn = await viaProxy("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: SEEDED_OWNER.email, password: SEEDED_OWNER.password }),
    });
    expect(signIn.status).toBe(200);
    const session = signIn.headers.getSetCookie().find((cookie) => cookie.includes("session_token="));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");

    // The ledger came across: the balance restored from the embedded database.
    const account = await (await viaProxy("/api/v1/account", { headers: { cookie } })).json();
    expect(account).toMatchObject({ email: SEEDED_OWNER.email, credits: 3, imageCaptionCredits: 50 });

    expect(await (await viaProxy("/api/v1/billing/config")).json()).toEqual({ mode: "disabled" });
    const checkout = await viaProxy("/api/v1/billing/checkout", { method: "POST", headers: { cookie, "content-type": "application/json" }, body: JSON.stringify({ packId: 3 }) });
    expect(checkout.status).toBe(403);
    expect((await checkout.json()).error.message).toContain("demo payments are turned off in production");
  });

  it("answers /metrics with the token only, with the counters of the requests above", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer wrong-token-1234567890" } })).status).toBe(401);
    const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(readSample(text, "listinglift_http_requests_total", { route: "/api/auth/*", status: "200" })).toBeGreaterThanOrEqual(1);
    expect(readSample(text, "listinglift_http_requests_total", { route: "/api/v1/billing/checkout", status: "403" })).toBe(1);
    expect(readSample(text, "listinglift_http_requests_total", { status: "301" })).toBeGreaterThanOrEqual(1);
  });

  it("logs JSON lines: the sign-in with the user id and provider only, never the password or the session token", () => {
    const lines = server.output().trim().split("\n");
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const signIn = entries.find((entry) => entry.msg === "signed in");
    expect(signIn).toMatchObject({ userId: SEEDED_OWNER.id, provider: "email" });
    expect(server.output()).not.toContain(SEEDED_OWNER.password);
    expect(entries.filter((entry) => entry.msg === "request").every((entry) => typeof entry.reqId === "string")).toBe(true);
  });

  it("a second process with PAYMENTS=demo on the same database allows demo payments", async () => {
    const demo = await startServerProcess(
      { ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), DATA_DIR: postgresUrl ? dataDir : path.join(work, "demo-data"), NODE_ENV: "production", PAYMENTS: "demo", BASE_URL, LOG_LEVEL: "warn" },
      { args: stage.cmd.slice(1), cwd: appDir },
    );
    try {
      expect(await (await fetch(`${demo.url}/api/v1/billing/config`)).json()).toEqual({ mode: "demo" });
    } finally {
      expect(await demo.stop("SIGTERM")).toBe(0);
    }
  }, 120_000);
});
