import { DatabaseLockedError } from "./db/embedded-database-lock";
import { EnvError, loadEnv } from "./env";
import { createLogger } from "./logger";
import { startServer } from "./start-server";

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env);
  let running;
  try {
    running = await startServer(env, logger);
  } catch (error) {
    // A second server on the same DATA_DIR: one clear line, not a stack trace.
    if (error instanceof DatabaseLockedError) {
      logger.fatal({ lockFile: error.lockFile, holderPid: error.owner?.pid }, error.message);
      process.exit(1);
    }
    throw error;
  }

  // Graceful shutdown: stop taking connections, let requests in flight finish, close the database, exit.
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    running
      .stop()
      .then(() => {
        logger.info("stopped");
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, "error while stopping");
        process.exit(1);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(`ListingLift failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
