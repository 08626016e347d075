import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readLatestEmail, findLink } from "../test/support/outbox";
import { createApp, type App } from "../server/app";
import { createAppDeps } from "../server/create-deps";
import { openDatabase, type DatabaseHandle } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { parseEnv } from "../server/env";
import { createLogger } from "../server/logger";

const ADMIN = "bench-admin@example.com";

export interface BenchApp {
  app: App;
  adminCookie: string;
  close(): Promise<void>;
}

/** The real app in process on a fresh embedded database, with a signed-in admin (who is not rate limited). */
export async function startBenchApp(envOverrides: Record<string, string> = {}): Promise<BenchApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-bench-"));
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ADMIN_EMAILS: ADMIN, PLACES_PROVIDER: "none", ...envOverrides });
  const database: DatabaseHandle = await openDatabase({ kind: "pglite", dataDir: path.join(dataDir, "db") });
  await migrateDatabase(database);
  const app = createApp(createAppDeps({ env, database, logger: createLogger(env) }));
  const signUp = await app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json", origin: env.baseUrl },
    body: JSON.stringify({ email: ADMIN, password: "correct horse battery", name: "Bench Admin" }),
  });
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status}`);
  const link = new URL(findLink(readLatestEmail(path.join(dataDir, "outbox"), ADMIN).text));
  const verified = await app.request(`${link.pathname}${link.search}`);
  const adminCookie = verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .join("; ");
  return {
    app,
    adminCookie,
    async close() {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
