import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { usesSecureCookies } from "../../auth/secure-cookies";
import type { AppEnv, RequestViewer } from "../../context";

/** The grader's first-party cookie: a random id per browser, the subject of its 3 analyses an hour. */
export const GRADER_COOKIE = "ll_grader";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const VISITOR_ID = /^[A-Za-z0-9_-]{24,64}$/;

/** The browser's grader id; a new one (set as an httpOnly, SameSite=Lax cookie for a year) when missing or malformed. */
export function ensureVisitorId<E extends AppEnv>(c: Context<E>): string {
  const existing = getCookie(c, GRADER_COOKIE);
  if (existing && VISITOR_ID.test(existing)) return existing;
  const id = randomBytes(24).toString("base64url");
  setCookie(c, GRADER_COOKIE, id, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    secure: usesSecureCookies(c.var.deps.env),
    maxAge: ONE_YEAR_SECONDS,
  });
  return id;
}

/** Whose 3 analyses an hour a request counts against: the browser's cookie, or for a program the API key it calls with. */
export function graderSubjectId<E extends AppEnv>(c: Context<E>, viewer: RequestViewer | null): string {
  return viewer?.apiKeyId ? `api-key-${viewer.apiKeyId}` : ensureVisitorId(c);
}
