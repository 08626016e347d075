import { resolveAuthSecret } from "./auth/auth-secret";
import { createAuth } from "./auth/create-auth";
import type { AppDeps } from "./context";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { createMailer } from "./providers/email/create-mailer";
import type { Mailer } from "./providers/email/types";
import type { WebAppFiles } from "./web/web-app-files";

/** Wires the providers chosen by the settings into what createApp needs. Tests call it with their own database. */
export function createAppDeps(options: {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  webApp?: WebAppFiles;
  mailer?: Mailer;
}): AppDeps {
  const { env, database, logger, webApp } = options;
  const mailer = options.mailer ?? createMailer(env, logger);
  const auth = createAuth({ env, db: database.db, mailer, logger, secret: resolveAuthSecret(env, logger) });
  return { env, database, logger, webApp, mailer, auth };
}
