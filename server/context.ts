import type { Viewer } from "../contracts/session";
import type { Auth } from "./auth/create-auth";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { AppMetrics } from "./metrics/app-metrics";
import type { Mailer } from "./providers/email/types";
import type { PaymentsProvider } from "./providers/payments/types";
import type { ListingImporter } from "./services/listing-import/types";
import type { WebAppFiles } from "./web/web-app-files";

/** What every request can reach: the settings, the database and the logger, given to createApp once. */
export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  /** Prometheus counters of this app (GET /metrics); services record into them. */
  metrics: AppMetrics;
  mailer: Mailer;
  auth: Auth;
  /** Reads listings from marketplace URLs (POST /scrape, the grader's URL mode). */
  listingImporter: ListingImporter;
  /** Stripe Checkout, demo payments, or none (production without Stripe). */
  payments: PaymentsProvider;
  /** The web app's built files; absent in API-only tests. */
  webApp?: WebAppFiles;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    deps: AppDeps;
    log: Logger;
    /** undefined until resolved for this request; null for a visitor. */
    viewer: Viewer | null | undefined;
    clientIp: string;
  };
}
