import type { Context } from "hono";
import type { AppEnv } from "../context";
import { unstorableTextMessage } from "../routes/find-unstorable-text";
import { authLimitName } from "./auth-limit-name";
import { checkAuthBody } from "./check-auth-body";
import { CLIENT_IP_HEADER } from "./client-ip";
import { findUnstorableAuthInput } from "./find-unstorable-auth-input";

/**
 * Hands /api/auth/* to better-auth: input PostgreSQL cannot store, and bodies of the wrong shape (a name that is not
 * text or too long), are refused first (in better-auth's error shape), the caller's address travels in a header its
 * rate limits read, and its refusals are counted.
 */
export async function handleAuthRequest(c: Context<AppEnv>): Promise<Response> {
  const { auth, metrics } = c.var.deps;
  const unstorable = await findUnstorableAuthInput(c.req.raw);
  if (unstorable !== null) return c.json({ code: "VALIDATION_ERROR", message: unstorableTextMessage(unstorable) }, 400);
  const checked = await checkAuthBody(c.req.raw, c.req.path.slice("/api/auth".length));
  if (!checked.ok) return c.json({ code: "VALIDATION_ERROR", message: checked.message }, 400);
  const headers = new Headers(checked.request.headers);
  headers.set(CLIENT_IP_HEADER, c.var.clientIp);
  const answer = await auth.handler(new Request(checked.request, { headers }));
  if (answer.status === 429) metrics.rateLimitRefusals.inc({ limit: authLimitName(c.req.path) });
  // better-auth builds its own Response, which headers set earlier in the chain (the request id) do not reach.
  const response = new Response(answer.body, answer);
  response.headers.set("x-request-id", c.var.requestId);
  return response;
}
