import { betterAuth } from "better-auth";
import { eq } from "drizzle-orm";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, MISSING_CREDENTIALS_MESSAGE } from "../../contracts/auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import type { Database } from "../db/client";
import * as authSchema from "../db/schema/auth";
import { contactMessages } from "../db/schema/contact";
import { pageViews } from "../db/schema/page-views";
import type { Env } from "../env";
import type { Logger } from "../logger";
import type { Mailer } from "../providers/email/types";
import type { FileStorage } from "../providers/storage/types";
import { deleteStoredCopies, type CaptionPhotoRow, selectUserPhotos } from "../services/captions/caption-rows";
import { existingAccountEmail, resetPasswordEmail, verificationEmail } from "./auth-emails";
import { logAuthMessage } from "./auth-log";
import { quietAuthStorages } from "./quiet-auth-storages";
import { CLIENT_IP_HEADER } from "./client-ip";
import { sendInBackground } from "./send-in-background";
import { signInProvider } from "./sign-in-provider";
import { trustedOrigins } from "./trusted-origins";
import { usesSecureCookies } from "./secure-cookies";

const SESSION_DAYS = 30;

// Before better-auth's first call: its storages turn Node 20's promise hooks off between calls (quiet-auth-storages.ts).
await quietAuthStorages();

/** Sign-in, sign-up and reset are limited per address, in the database so every server process counts together. */
export const AUTH_RATE_LIMITS = {
  "/sign-in/email": { window: 15 * 60, max: 10 },
  "/sign-up/email": { window: 60 * 60, max: 10 },
  "/request-password-reset": { window: 60 * 60, max: 5 },
  "/send-verification-email": { window: 60 * 60, max: 5 },
};

function scaleRateLimits(scale: number) {
  return Object.fromEntries(
    Object.entries(AUTH_RATE_LIMITS).map(([path, rule]) => [path, { window: rule.window, max: Math.ceil(rule.max * scale) }]),
  );
}

interface AuthDeps {
  env: Env;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  storage: FileStorage;
  secret: string;
}

function requireEmailAndPassword(body: unknown): void {
  const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
  const has = (v: unknown) => typeof v === "string" && v.trim() !== "";
  if (!has(email) || !has(password)) throw new APIError("BAD_REQUEST", { message: MISSING_CREDENTIALS_MESSAGE });
}

export function createAuth({ env, db, mailer, logger, storage, secret }: AuthDeps) {
  // A deleted account's photo files: read before its rows cascade away, removed once the account is gone.
  const photosOfDeletedUsers = new Map<string, CaptionPhotoRow[]>();
  const oidcConfigured = Boolean(env.OIDC_DISCOVERY_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET);
  return betterAuth({
    appName: "ListingLift",
    baseURL: env.baseUrl,
    basePath: "/api/auth",
    secret,
    // The Vite dev server's origin is trusted in development only.
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(db, { provider: "pg", schema: authSchema }),
    user: {
      additionalFields: { role: { type: "string", required: false, defaultValue: "user", input: false } },
      deleteUser: {
        enabled: true,
        // Rows that point at the user with ON DELETE CASCADE go with it (grades, credits, payments, photos); these two
        // are kept without the person: analytics and support messages lose their link to the account. The photos'
        // stored files are deleted after the rows.
        beforeDelete: async (deleted) => {
          await db.update(pageViews).set({ userId: null }).where(eq(pageViews.userId, deleted.id));
          await db.update(contactMessages).set({ userId: null }).where(eq(contactMessages.userId, deleted.id));
          photosOfDeletedUsers.set(deleted.id, await selectUserPhotos(db, deleted.id));
        },
        afterDelete: async (deleted) => {
          const photos = photosOfDeletedUsers.get(deleted.id) ?? [];
          photosOfDeletedUsers.delete(deleted.id);
          for (const photo of photos) await deleteStoredCopies({ storage, logger }, photo);
        },
      },
    },
    session: { expiresIn: SESSION_DAYS * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // In the background: an inline send makes a known address answer slower than an unknown one.
      sendResetPassword: async ({ user, url }) => sendInBackground(mailer, logger, resetPasswordEmail(user.email, url), "password reset"),
      onExistingUserSignUp: async ({ user }) => mailer.send(existingAccountEmail(user.email, `${env.baseUrl}/auth`)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => mailer.send(verificationEmail(user.email, user.name, url)),
    },
    socialProviders:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
        : {},
    plugins: oidcConfigured
      ? [
          genericOAuth({
            config: [
              {
                providerId: "oidc",
                discoveryUrl: env.OIDC_DISCOVERY_URL!,
                clientId: env.OIDC_CLIENT_ID!,
                clientSecret: env.OIDC_CLIENT_SECRET!,
                scopes: ["openid", "email", "profile"],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    rateLimit: { enabled: true, storage: "database", window: 60, max: 100 * env.AUTH_RATE_LIMIT_SCALE, customRules: scaleRateLimits(env.AUTH_RATE_LIMIT_SCALE) },
    advanced: {
      useSecureCookies: usesSecureCookies(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          // ADMIN_EMAILS grants admin at sign-up; nothing else in the request can set a role.
          before: async (user) => ({
            data: { ...user, role: env.ADMIN_EMAILS.includes(user.email.toLowerCase()) ? "admin" : "user" },
          }),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email" || ctx.path === "/sign-up/email") requireEmailAndPassword(ctx.body);
      }),
      // Spec §4: on sign-in only the user id and the provider are logged (no e-mail, no token, no address).
      after: createAuthMiddleware(async (ctx) => {
        const session = ctx.context.newSession;
        const provider = signInProvider(ctx.path, ctx.params);
        if (session && provider) logger.info({ userId: session.user.id, provider }, "signed in");
      }),
    },
    // "info" keeps better-auth from printing every refused request; its own messages go to our log (auth-log.ts).
    logger: { level: "info", log: logAuthMessage(logger) },
    // An error better-auth does not turn into an answer itself is thrown to our error handler (logged, scrubbed, a 500
    // in our shape) instead of being printed raw to standard error by its router.
    onAPIError: { throw: true },
  });
}

export type Auth = ReturnType<typeof createAuth>;
