import { serve, type ServerType } from "@hono/node-server";
import { createApp } from "./app";
import { createAppDeps } from "./create-deps";
import { type DatabaseHandle, databaseOptionsFromEnv, openDatabase } from "./db/client";
import { migrateDatabase } from "./db/migrate";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { startBulkWorker } from "./services/listings/bulk/bulk-worker";
import { sweepStuckListings } from "./services/listings/sweep-stuck-listings";
import { loadWebAppFiles } from "./web/web-app-files";

const SWEEP_EVERY_MS = 60_000;

export interface RunningServer {
  server: ServerType;
  database: DatabaseHandle;
  port: number;
  stop(): Promise<void>;
}

/** Opens the database, applies migrations, loads the web app and listens. Used by index.ts and by tests. */
export async function startServer(env: Env, logger: Logger): Promise<RunningServer> {
  const options = databaseOptionsFromEnv(env);
  if (options.kind === "postgres") options.onIdleClientError = (error) => logger.warn({ err: error }, "idle database connection lost");
  const database = await openDatabase(options);
  await migrateDatabase(database);
  const webApp = loadWebAppFiles(env.WEB_BUILD_DIR, env.baseUrl);
  if (!webApp) logger.warn({ dir: env.WEB_BUILD_DIR }, "web app not built: pages answer 404 until `npm run build`");
  const deps = createAppDeps({ env, database, logger, webApp });
  const app = createApp(deps);
  const listingDeps = { db: database.db, logger, writer: deps.listingWriter, places: deps.places, metrics: deps.metrics };
  const bulkWorker = startBulkWorker(listingDeps);
  // A listing can take every model attempt at most, plus some: older than that, its process died.
  const stuckAfterMs = env.AI_TIMEOUT_MS * (env.AI_MAX_REPAIRS + 1) + 60_000;
  const sweep = () => sweepStuckListings(database.db, logger, stuckAfterMs).catch((error: unknown) => logger.error({ err: error }, "sweep of interrupted listings failed"));
  void sweep();
  const sweepTimer = setInterval(sweep, SWEEP_EVERY_MS);
  sweepTimer.unref();

  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  logger.info({ port, database: database.kind, baseUrl: env.baseUrl }, `ListingLift listening on http://localhost:${port}`);

  return {
    server,
    database,
    port,
    async stop() {
      clearInterval(sweepTimer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await bulkWorker.stop();
      await database.close();
    },
  };
}
