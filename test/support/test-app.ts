import { afterAll, beforeAll } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { DestinationStream } from "pino";
import { createApp, type App } from "../../server/app";
import type { AppDeps } from "../../server/context";
import { createAppDeps } from "../../server/create-deps";
import { parseEnv, type Env } from "../../server/env";
import { createLogger } from "../../server/logger";
import type { WebAppFiles } from "../../server/web/web-app-files";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface TestContext {
  app: App;
  database: TestDatabase;
  env: Env;
  /** What the app was built with (its metrics, mailer, providers), for tests that call a service beside the API. */
  deps: AppDeps;
}

/**
 * The real application in process, on a fresh database for this test file. Requests go through app.request(),
 * the same code path as over HTTP, without a socket. `env` may be a function, read when the app is built, for settings
 * known only once a stand-in started by an earlier beforeAll is listening.
 */
export function useTestApp(options: { env?: Record<string, string> | (() => Record<string, string>); webApp?: WebAppFiles; logDestination?: DestinationStream } = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "listinglift-test-"));
    // No test reaches the real map services: a test that wants places points PLACES_PROVIDER at a stand-in.
    context.env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, PLACES_PROVIDER: "none", ...(typeof options.env === "function" ? options.env() : options.env) });
    context.deps = createAppDeps({ env: context.env, database: context.database, logger: createLogger(context.env, options.logDestination), webApp: options.webApp });
    context.app = createApp(context.deps);
  });
  afterAll(async () => {
    // The request log written behind is written out before its database goes, as at a server's shutdown.
    await context.deps?.apiRequestLog.close();
    await context.database?.dispose();
  });
  return context;
}

export function jsonRequest(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) };
}
