import path from "node:path";
import { z } from "zod";

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
  TRUST_PROXY: booleanFlag,
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
  /** Who sees the grader's full scored result: admins only (the spec), or everyone. */
  GRADER_RESULTS: z.enum(["admins", "everyone"]).default("admins"),
  /** Grader analyses an hour from one IP address across browsers (DESIGN.md: 10); admins are not counted. */
  GRADER_IP_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
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
  /** Turns GET /metrics on: Prometheus must send `Authorization: Bearer <METRICS_TOKEN>`. Unset: /metrics answers 404. */
  METRICS_TOKEN: optionalString.refine((v) => v === undefined || v.length >= 16, "must be at least 16 characters"),
  // Tests and e2e only: fetch listing pages from this origin (a local stand-in) instead of Airbnb.
  MARKETPLACE_ORIGIN: optionalUrl(["http", "https"]).refine(
    (value) => value === undefined || URL.parse(value)?.origin === value.replace(/\/+$/, ""),
    "must be an origin such as http://127.0.0.1:4180, with no path",
  ),
});

export type Env = z.infer<typeof envSchema> & { baseUrl: string; dataDir: string; contentDir: string };

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
  return {
    ...env,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(env.DATA_DIR),
    contentDir: path.resolve(env.CONTENT_DIR),
  };
}

/** The one place that reads process.env. */
export function loadEnv(): Env {
  return parseEnv(process.env);
}
