import type { Viewer } from "../contracts/session";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { WebAppFiles } from "./web/web-app-files";

/** What every request can reach: the settings, the database and the logger, given to createApp once. */
export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  /** The web app's built files; absent in API-only tests. */
  webApp?: WebAppFiles;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    deps: AppDeps;
    log: Logger;
    viewer: Viewer | null;
  };
}
