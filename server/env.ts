import path from "node:path";
import { z } from "zod";
import { graderResultsRuleSchema } from "../contracts/grader";
import { type ProxyTrust, parseProxyTrust } from "./auth/proxy-trust";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (value) => value === undefined || protocols.some((p) => value.startsWith(`${p}:`)),
    `must be a URL starting with ${protocols.map((p) => `${p}://`).join(" or ")}`,
  );

/**
 * Every setting of ListingLift, read once at boot. The README's table of settings lists the same names.
 * Unset optional services fall back to the embedded defaults of DESIGN.md.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  BASE_URL: optionalUrl(["http", "https"]),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  FORCE_HTTPS: booleanFlag,
  /** `true` (one proxy), a number of proxies, or the proxies' addresses/CIDR ranges; see auth/proxy-trust.ts. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const trust = parseProxyTrust(value);
      if (typeof trust === "string") ctx.addIssue({ code: "custom", message: trust });
      return trust as ProxyTrust;
    }),
  WEB_BUILD_DIR: z.string().default("./build/client"),
  AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, "must be at least 32 characters"),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: z.string().default("ListingLift <no-reply@listinglift.local>"),
  /** Where the Support page's messages are sent. */
  SUPPORT_EMAIL: z.email().default("support@listinglift.local"),
  /** The Markdown content (blog posts) the server reads for the RSS feed. */
  CONTENT_DIR: z.string().default("./content"),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_DISCOVERY_URL: optionalUrl(["http", "https"]),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.string().default("Single sign-on"),
  /** Who sees the grader's full scored result: signed-in users (DESIGN.md, revised), admins only (the spec), or everyone. */
  GRADER_RESULTS: graderResultsRuleSchema.default("signed-in"),
  /** Grader analyses an hour from one IP address across browsers (DESIGN.md: 10); admins are not counted. */
  GRADER_IP_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** Requests a minute one API key may make to /api/v1 (counted in the database, so across every server process). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** The API request log (the dashboard's) is written in batches at most this long after a request (decision 045). */
  API_REQUEST_LOG_FLUSH_MS: z.coerce.number().int().min(1).max(600_000).default(200),
  /** Support messages an hour from one IP address. */
  CONTACT_IP_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /** Multiplies every sign-in/sign-up/reset limit; only for test and load-test environments where one address signs up many users. */
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  ADMIN_EMAILS: optionalString.transform((value) =>
    (value ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  ),
  APIFY_TOKEN: optionalString,
  APIFY_BASE_URL: optionalUrl(["http", "https"]).transform((value) => value ?? "https://api.apify.com"),
  APIFY_ACTOR: z.string().default("tri_angle~airbnb-scraper"),
  /** Stripe Checkout for payments (secret); credits are granted by its signed webhook, so the webhook secret is needed too. */
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  // Tests only: Stripe's API at this origin (a local stand-in) instead of https://api.stripe.com.
  STRIPE_API_BASE: optionalUrl(["http", "https"]),
  /** "demo" allows demo payments even in production; "stripe" insists on Stripe. Unset: Stripe when a key is set. */
  PAYMENTS: optionalString.pipe(z.enum(["stripe", "demo"]).optional()),
  /** The model that writes listings and captions; unset: the offline writer (DESIGN.md). */
  AI_PROVIDER: optionalString.pipe(z.enum(["openai", "anthropic", "openai-compatible"]).optional()),
  AI_MODEL: optionalString,
  /** A model that reads images, for captions; defaults to AI_MODEL. */
  AI_VISION_MODEL: optionalString,
  /** The provider's key (secret). OpenAI-compatible servers such as Ollama may need none. */
  AI_API_KEY: optionalString,
  /** The provider's API origin and path, e.g. http://127.0.0.1:11434/v1 for Ollama; required for openai-compatible. */
  AI_BASE_URL: optionalUrl(["http", "https"]),
  /** How long one model call may take before it counts as failed. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
  /**
   * Model calls one server process (or one CLI run) makes at once; the rest wait in order, and each call's AI_TIMEOUT_MS
   * starts when it is sent. Match it to the model server's parallel slots (llama.cpp --parallel, OLLAMA_NUM_PARALLEL).
   */
  AI_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(2),
  /** How often a result that fails a check is sent back to the model with the failures named. */
  AI_MAX_REPAIRS: z.coerce.number().int().min(0).max(5).default(2),
  /**
   * How long a server process may go without a heartbeat before the others take it for dead: its listings in progress
   * are failed and refunded, its bulk rows written by another process. Each process beats every third of it.
   */
  INSTANCE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** Prices in US dollars per million tokens, for the estimated cost in token usage; unset: a built-in table, else 0. */
  AI_PRICE_INPUT_PER_MTOK: z.coerce.number().min(0).optional(),
  AI_PRICE_OUTPUT_PER_MTOK: z.coerce.number().min(0).optional(),
  /** Who finds the places near a home: OpenStreetMap (Nominatim + Overpass), Google Places, or none. Unset: Google with a key, else OpenStreetMap. */
  PLACES_PROVIDER: optionalString.pipe(z.enum(["openstreetmap", "google", "none"]).optional()),
  /** Google Places API (New) key (secret). */
  GOOGLE_PLACES_KEY: optionalString,
  NOMINATIM_BASE_URL: optionalUrl(["http", "https"]).transform((value) => value ?? "https://nominatim.openstreetmap.org"),
  /** The Overpass interpreter endpoint itself, path included. */
  OVERPASS_BASE_URL: optionalUrl(["http", "https"]).transform((value) => value ?? "https://overpass-api.de/api/interpreter"),
  GOOGLE_PLACES_BASE_URL: optionalUrl(["http", "https"]).transform((value) => value ?? "https://places.googleapis.com"),
  /** Walking distance for nearby places, in metres from the home (straight line). */
  PLACES_RADIUS_METERS: z.coerce.number().int().min(100).max(5000).default(1500),
  /** Turns GET /metrics on: Prometheus must send `Authorization: Bearer <METRICS_TOKEN>`. Unset: /metrics answers 404. */
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, "must be at least 16 characters"),
  /** S3-compatible storage for uploaded photos (AWS S3, MinIO, R2…); unset: files under DATA_DIR/uploads. */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default("us-east-1"),
  /** The S3 API origin of a non-AWS service, e.g. http://127.0.0.1:9000 for MinIO. */
  S3_ENDPOINT: optionalUrl(["http", "https"]),
  /** Both or neither; neither: the AWS SDK's own credential chain (environment, instance role). Secret. */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Address objects as ENDPOINT/BUCKET/KEY instead of BUCKET.ENDPOINT/KEY (MinIO and most self-hosted services). */
  S3_FORCE_PATH_STYLE: booleanFlag,
  // Tests and e2e only: fetch listing pages from this origin (a local stand-in) instead of Airbnb.
  MARKETPLACE_ORIGIN: optionalUrl(["http", "https"]).refine(
    (value) => value === undefined || URL.parse(value)?.origin === value.replace(/\/+$/, ""),
    "must be an origin such as http://127.0.0.1:4180, with no path",
  ),
});

/** TRUST_PROXY is true when any proxy is believed; `proxyTrust` says which. */
export type Env = Omit<z.infer<typeof envSchema>, "TRUST_PROXY"> & {
  TRUST_PROXY: boolean;
  proxyTrust: ProxyTrust;
  baseUrl: string;
  dataDir: string;
  contentDir: string;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses the environment; every bad variable is listed by name in one readable error. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".") || "(environment)"}: ${issue.message}`));
  }
  const env = result.data;
  const problems = [...checkAiSettings(env), ...checkStorageSettings(env)];
  if (problems.length > 0) throw new EnvError(problems);
  return {
    ...env,
    TRUST_PROXY: env.TRUST_PROXY.kind !== "none",
    proxyTrust: env.TRUST_PROXY,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(env.DATA_DIR),
    contentDir: path.resolve(env.CONTENT_DIR),
  };
}

/** A model provider needs a model, and an OpenAI-compatible server its address. */
function checkAiSettings(env: z.infer<typeof envSchema>): string[] {
  if (env.AI_PROVIDER === undefined) return env.AI_MODEL === undefined ? [] : ["AI_PROVIDER: must be set when AI_MODEL is"];
  const problems: string[] = [];
  if (env.AI_MODEL === undefined) problems.push("AI_MODEL: must be set when AI_PROVIDER is");
  if (env.AI_PROVIDER === "openai-compatible" && env.AI_BASE_URL === undefined) problems.push("AI_BASE_URL: must be set for an openai-compatible provider");
  if (env.AI_PROVIDER !== "openai-compatible" && env.AI_API_KEY === undefined) problems.push(`AI_API_KEY: must be set for ${env.AI_PROVIDER}`);
  return problems;
}

/** S3 keys come in pairs, and belong with a bucket. */
function checkStorageSettings(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push("S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  }
  if (env.S3_BUCKET === undefined && (env.S3_ENDPOINT !== undefined || env.S3_ACCESS_KEY_ID !== undefined)) {
    problems.push("S3_BUCKET: must be set when other S3_ settings are");
  }
  return problems;
}

/** The one place that reads process.env. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
