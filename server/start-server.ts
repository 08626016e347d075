import { serve, type ServerType } from "@hono/node-server";
import { createApp } from "./app";
import { createAppDeps } from "./create-deps";
import { type DatabaseHandle, databaseOptionsFromEnv, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { beatInstance, forgetOldInstances, markInstanceStopped, registerInstance } from "./services/instances/server-instances";
import { startBulkWorker } from "./services/listings/bulk/bulk-worker";
import { sweepStuckListings } from "./services/listings/sweep-stuck-listings";
import { trackRequestsInFlight } from "./requests-in-flight";
import { startupWarnings } from "./startup-warnings";
import { loadWebAppFiles } from "./web/web-app-files";

export interface RunningServer {
  server: ServerType;
  database: DatabaseHandle;
  port: number;
  /** This process's id in server_instances. */
  instanceId: string;
  stop(): Promise<void>;
}

/** Opens the database, applies migrations, loads the web app and listens. Used by index.ts and by tests. */
export async function startServer(env: Env, logger: Logger): Promise<RunningServer> {
  for (const warning of startupWarnings(env)) logger.warn(warning);
  const options = databaseOptionsFromEnv(env, `the ListingLift server on port ${env.PORT}`);
  if (options.kind === "postgres") options.onIdleClientError = (error) => logger.warn({ err: error }, "idle database connection lost");
  const database = await openDatabase(options);
  await migrateDatabase(database);
  const webApp = loadWebAppFiles(env.WEB_BUILD_DIR, env.baseUrl);
  if (!webApp) logger.warn({ dir: env.WEB_BUILD_DIR }, "web app not built: pages answer 404 until `npm run build`");
  const instanceId = await registerInstance(database.db);
  const deps = createAppDeps({ env, database, logger, webApp, instanceId });
  const app = createApp(deps);
  const listingDeps = { db: database.db, logger, writer: deps.listingWriter, places: deps.places, metrics: deps.metrics, instanceId };
  const instanceTimeoutMs = env.INSTANCE_TIMEOUT_MS;
  const bulkWorker = startBulkWorker(listingDeps, { instanceTimeoutMs });
  const recovery = startRecovery(env, logger, database, instanceId);

  const requests = trackRequestsInFlight(app.fetch);
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: requests.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port, database: database.kind, baseUrl: env.baseUrl, instanceId }, `ListingLift listening on http://localhost:${port}`);

  return {
    server,
    database,
    port,
    instanceId,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // A request whose client hung up has no connection left for close() to wait on (requests-in-flight.ts).
      await requests.settled();
      await bulkWorker.stop();
      await recovery.stop();
      // Every request has been answered: what the request log holds is written before the database closes.
      await deps.apiRequestLog.close();
      await markInstanceStopped(database.db, instanceId).catch((error: unknown) => logger.warn({ err: error }, "could not mark this instance stopped"));
      await database.close();
    },
  };
}

/**
 * Every third of INSTANCE_TIMEOUT_MS: this process's heartbeat, then the sweep of listings left "generating" by dead
 * processes (failed and refunded). A beat that fails skips the sweep: a process cut off from the database must not
 * judge the others.
 */
function startRecovery(env: Env, logger: Logger, database: DatabaseHandle, instanceId: string) {
  // A listing can take every model attempt at most, plus some: older than that, its process died whoever wrote it.
  const olderThanMs = env.AI_TIMEOUT_MS * (env.AI_MAX_REPAIRS + 1) + 60_000;
  const limits = { olderThanMs, instanceTimeoutMs: env.INSTANCE_TIMEOUT_MS };
  let ticks = 0;
  const tick = async () => {
    try {
      await beatInstance(database.db, instanceId);
    } catch (error) {
      logger.warn({ err: error }, "heartbeat failed");
      return;
    }
    try {
      await sweepStuckListings(database.db, logger, limits);
      if (ticks++ % 100 === 0) await forgetOldInstances(database.db);
    } catch (error) {
      logger.error({ err: error }, "sweep of interrupted listings failed");
    }
  };
  // One tick at a time: a tick still waiting on a slow database is not queued behind.
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= tick().finally(() => {
      running = null;
    });
  };
  run();
  const timer = setInterval(run, Math.floor(env.INSTANCE_TIMEOUT_MS / 3));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
