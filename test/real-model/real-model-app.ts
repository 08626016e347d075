import { afterAll, beforeAll } from "vitest";
import { createApp, type App } from "../../server/app";
import { createAppDeps } from "../../server/create-deps";
import { createLogger } from "../../server/logger";
import { type LlamaServer, startLlamaServer, type TinyModelVariant, ensureTinyModel } from "../support/llama-server";
import { type RecordingProxy, startRecordingProxy } from "../support/recording-proxy";
import { type TestContext, useTestApp } from "../support/test-app";

export interface RealModelContext {
  t: TestContext;
  server: LlamaServer;
  proxy: RecordingProxy;
  /** The product's own log lines (JSON, from LOG_LEVEL info): what an operator reads. */
  logs: string[];
}

/**
 * The product in process (useTestApp) writing with a real llama-server that serves a tiny model, through a recording
 * proxy (the product's AI_BASE_URL points at the proxy, which forwards to the server byte for byte).
 */
export function useRealModelApp(options: { variant: TinyModelVariant; env?: Record<string, string>; parallel?: number }): RealModelContext {
  const context = { logs: [] as string[] } as RealModelContext;
  beforeAll(async () => {
    context.server = await startLlamaServer({ model: ensureTinyModel(options.variant), parallel: options.parallel });
    context.proxy = await startRecordingProxy(context.server.origin);
  });
  afterAll(async () => {
    await context.proxy?.close();
    await context.server?.stop();
  });
  context.t = useTestApp({
    env: () => ({
      AI_PROVIDER: "openai-compatible",
      AI_MODEL: `tiny-${options.variant}`,
      AI_BASE_URL: context.proxy.baseUrl,
      AI_TIMEOUT_MS: "60000",
      TRUST_PROXY: "true",
      LOG_LEVEL: "info",
      ...options.env,
    }),
    logDestination: { write: (line: string) => void context.logs.push(line) },
  });
  return context;
}

/**
 * The same product on the same database with the offline writer: it writes a ready listing (the tiny model never
 * writes one that passes), which the model app can then rewrite section by section. Sessions live in the database, so
 * one cookie serves both.
 */
export function offlineTwin(t: TestContext): App {
  const env = { ...t.env, AI_PROVIDER: undefined, AI_MODEL: undefined, AI_BASE_URL: undefined };
  return createApp(createAppDeps({ env, database: t.database, logger: createLogger(env) }));
}
