import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

/** Label values kept to a short, known list, so that no label can grow without bound. */
export type AnalysisOutcome = "graded" | "rate_limited" | "failed";
export type GenerationOutcome = "ready" | "failed";
export type ProviderName = "places" | "ai" | "listing-fetch" | "email" | "payments";
export type JobQueueDepth = Record<"queued" | "running", number>;

/**
 * What ListingLift counts, on a registry of its own per app (tests build many apps in one process, and the default
 * global registry would mix them). GET /metrics writes `registry` in Prometheus's text format.
 */
export interface AppMetrics {
  registry: Registry;
  /** Every answered request, by the route's PATTERN (e.g. /api/v1/grader/history/:id), never the raw path. */
  httpRequests: Counter<"method" | "route" | "status">;
  httpDuration: Histogram<"method" | "route">;
  analyses: Counter<"source" | "outcome">;
  generations: Counter<"origin" | "writer" | "outcome">;
  generationSeconds: Histogram<"writer">;
  creditsCharged: Counter<"kind">;
  creditsRefunded: Counter<"kind">;
  rateLimitRefusals: Counter<"limit">;
  providerErrors: Counter<"provider">;
  /** Failed model calls, by kind (timeout, rate_limited, connection_refused, schema_refused, …; server/writers/writer-failure.ts). */
  aiErrors: Counter<"kind">;
  /** Bulk job rows waiting or being worked, read from the database at each scrape (the same in every process). */
  jobQueueDepth: Gauge<"status">;
}

const PREFIX = "listinglift_";

export interface MetricsOptions {
  /** Reads the job queue at scrape time; a failure leaves the gauge empty for that scrape. */
  readJobQueueDepth: () => Promise<JobQueueDepth>;
  /** Node's process metrics (CPU, memory, event loop, GC); on by default. */
  processMetrics?: boolean;
}

export function createMetrics(options: MetricsOptions): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry, prefix: PREFIX });
  return {
    registry,
    httpRequests: new Counter({ name: `${PREFIX}http_requests_total`, help: "HTTP requests answered, by method, route pattern and status", labelNames: ["method", "route", "status"], registers }),
    httpDuration: new Histogram({ name: `${PREFIX}http_request_duration_seconds`, help: "Time to answer an HTTP request, by method and route pattern", labelNames: ["method", "route"], registers }),
    analyses: new Counter({ name: `${PREFIX}analyses_total`, help: "Grader analyses, by source (url, text, listing) and outcome (graded, rate_limited, failed)", labelNames: ["source", "outcome"], registers }),
    generations: new Counter({ name: `${PREFIX}generations_total`, help: "Listing generations, by origin, writer (offline, ai) and outcome (ready, failed)", labelNames: ["origin", "writer", "outcome"], registers }),
    generationSeconds: new Histogram({
      name: `${PREFIX}generation_duration_seconds`,
      help: "Time to write one listing, by writer",
      labelNames: ["writer"],
      buckets: [0.5, 1, 2, 5, 10, 20, 30, 60, 90, 120, 180, 300],
      registers,
    }),
    creditsCharged: new Counter({ name: `${PREFIX}credits_charged_total`, help: "Credits taken for work done, by kind (listing, caption); admins' uses take none", labelNames: ["kind"], registers }),
    creditsRefunded: new Counter({ name: `${PREFIX}credits_refunded_total`, help: "Credits given back after failed work, by kind", labelNames: ["kind"], registers }),
    rateLimitRefusals: new Counter({ name: `${PREFIX}rate_limit_refusals_total`, help: "Requests refused by a rate limit, by the limit's name", labelNames: ["limit"], registers }),
    providerErrors: new Counter({ name: `${PREFIX}provider_errors_total`, help: "Failed calls to an outside service, by provider", labelNames: ["provider"], registers }),
    aiErrors: new Counter({
      name: `${PREFIX}ai_errors_total`,
      help: "Failed model calls, by kind: timeout, rate_limited, connection_refused, connection_lost, schema_refused, client_error, server_error, bad_output, cancelled, unreachable",
      labelNames: ["kind"],
      registers,
    }),
    jobQueueDepth: new Gauge({
      name: `${PREFIX}job_queue_depth`,
      help: "Bulk job rows queued or running (read from the database at scrape time; the same value in every process)",
      labelNames: ["status"],
      registers,
      async collect() {
        this.reset();
        try {
          const depth = await options.readJobQueueDepth();
          for (const [status, count] of Object.entries(depth)) this.set({ status }, count);
        } catch {
          // The database is down: /api/ready says so; the scrape still answers with everything else.
        }
      },
    }),
  };
}
