import type { Viewer } from "../contracts/session";
import type { AiSettings } from "./writers/ai-settings";
import type { Auth } from "./auth/create-auth";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import type { AppMetrics } from "./metrics/app-metrics";
import type { Mailer } from "./providers/email/types";
import type { PaymentsProvider } from "./providers/payments/types";
import type { PlacesProvider } from "./providers/places/types";
import type { FileStorage } from "./providers/storage/types";
import type { CaptionWriter } from "./writers/captions/caption-writer";
import type { ListingImporter } from "./services/listing-import/types";
import type { ListingWriter } from "./writers/listing/listing-writer";
import type { WebAppFiles } from "./web/web-app-files";
import type { ApiKeyCache } from "./services/api-keys/api-key-cache";
import type { ApiRequestLog } from "./services/api-keys/api-request-log";

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
  /** The configured model's settings (AI_PROVIDER), or null: the offline writer writes. */
  ai: AiSettings | null;
  /** Writes listings: the model, or the offline writer. */
  listingWriter: ListingWriter;
  /** Finds the home on the map and the places near it (OpenStreetMap, Google Places, or none). */
  places: PlacesProvider;
  /** Uploaded files: DATA_DIR/uploads, or an S3-compatible bucket (S3_BUCKET). */
  storage: FileStorage;
  /** Captions photos: the vision model, or the offline writer from the host's picks. */
  captionWriter: CaptionWriter;
  /** The web app's built files; absent in API-only tests. */
  webApp?: WebAppFiles;
  /** API keys looked up in the last second (a revocation is seen within it on every process). */
  apiKeyCache: ApiKeyCache;
  /** The API request log, written behind in batches; closed (written out) at shutdown. */
  apiRequestLog: ApiRequestLog;
  /** This process's id in server_instances, recorded on the work it takes; absent when no heartbeat runs (tests). */
  instanceId?: string;
}

/** The caller: a signed-in user, or a user acting through one of their API keys (apiKeyId set). */
export type RequestViewer = Viewer & { apiKeyId?: string };

export interface AppEnv {
  Variables: {
    requestId: string;
    deps: AppDeps;
    log: Logger;
    /** undefined until resolved for this request; null for a visitor. */
    viewer: RequestViewer | null | undefined;
    clientIp: string;
    /** The Content-Types the matched route's body takes (set by defineRoute), so a 415 can name them. */
    bodyTypes?: readonly string[];
  };
}
