import { readAiSettings } from "./writers/ai-settings";
import { createTokenUsageRecorder } from "./writers/record-token-usage";
import { resolveAuthSecret } from "./auth/auth-secret";
import { createAuth } from "./auth/create-auth";
import type { AppDeps } from "./context";
import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./logger";
import { createMetrics } from "./metrics/app-metrics";
import { countFetcherErrors, countMailerErrors, countPaymentErrors } from "./metrics/count-provider-errors";
import { readJobQueueDepth } from "./metrics/read-job-queue-depth";
import { createMailer } from "./providers/email/create-mailer";
import type { Mailer } from "./providers/email/types";
import { createPaymentsProvider } from "./providers/payments/create-payments-provider";
import type { PaymentsProvider } from "./providers/payments/types";
import { createPlacesProvider } from "./providers/places/create-places-provider";
import type { PlacesProvider } from "./providers/places/types";
import { createFileStorage } from "./providers/storage/create-storage";
import type { FileStorage } from "./providers/storage/types";
import { createCaptionWriter } from "./writers/captions/create-caption-writer";
import { createModelCallLimit } from "./writers/model-call-limit";
import { createListingFetcher } from "./providers/listing-fetch/create-listing-fetcher";
import { createListingImporter } from "./services/listing-import/create-listing-importer";
import type { ListingImporter } from "./services/listing-import/types";
import { createListingWriter } from "./writers/listing/create-listing-writer";
import type { WebAppFiles } from "./web/web-app-files";
import { createApiKeyCache } from "./services/api-keys/api-key-cache";
import { createApiRequestLog } from "./services/api-keys/api-request-log";

/** Wires the providers chosen by the settings into what createApp needs. Tests call it with their own database. */
export function createAppDeps(options: {
  env: Env;
  database: DatabaseHandle;
  logger: Logger;
  webApp?: WebAppFiles;
  mailer?: Mailer;
  listingImporter?: ListingImporter;
  payments?: PaymentsProvider;
  places?: PlacesProvider;
  storage?: FileStorage;
  instanceId?: string;
}): AppDeps {
  const { env, database, logger, webApp } = options;
  // A registry per app: tests build many apps in one process.
  const metrics = createMetrics({ readJobQueueDepth: () => readJobQueueDepth(database.db) });
  // Each outside service is wrapped at its seam so that its failures are counted whichever provider is configured.
  const mailer = countMailerErrors(options.mailer ?? createMailer(env, logger), metrics);
  const storage = options.storage ?? createFileStorage(env, logger);
  const auth = createAuth({ env, db: database.db, mailer, logger, storage, secret: resolveAuthSecret(env, logger) });
  const listingImporter =
    options.listingImporter ??
    createListingImporter({ db: database.db, fetcher: countFetcherErrors(createListingFetcher(env, logger), metrics), logger });
  const payments = countPaymentErrors(options.payments ?? createPaymentsProvider(env, logger), metrics);
  // Settings only: the AI SDK loads with the first model call (server/writers/model-writers.ts), never without a model.
  const ai = readAiSettings(env);
  const recordUsage = ai ? createTokenUsageRecorder({ db: database.db, env, logger, ai }) : async () => {};
  // One limit for every model call of this process: listings, section rewrites, bulk rows and captions.
  const calls = { env, limit: createModelCallLimit(env.AI_CONCURRENCY), recordUsage, logger, metrics };
  const listingWriter = createListingWriter(ai, calls);
  const places = options.places ?? createPlacesProvider(env, logger);
  const captionWriter = createCaptionWriter(ai, calls);
  const apiKeyCache = createApiKeyCache();
  const apiRequestLog = createApiRequestLog({ db: database.db, logger, flushMs: env.API_REQUEST_LOG_FLUSH_MS });
  const providers = { mailer, auth, listingImporter, payments, ai, listingWriter, places, storage, captionWriter };
  return { env, database, logger, metrics, webApp, ...providers, apiKeyCache, apiRequestLog, instanceId: options.instanceId };
}
