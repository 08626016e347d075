import type { Context } from "hono";
import type { AppEnv } from "../context";
import { unstorableTextMessage } from "../routes/find-unstorable-text";
import { authLimitName } from "./auth-limit-name";
import { CLIENT_IP_HEADER } from "./client-ip";
import { findUnstorableAuthInput } from "./find-unstorable-auth-input";

/**
 * Hands /api/auth/* to better-auth: input PostgreSQL cannot store is refused first (in better-auth's error shape), the
 * caller's address travels in a header its rate limits read, and its refusals are counted.
 */
export async function handleAuthRequest(c: Context<AppEnv>): Promise<Response> {
  const { auth, metrics } = c.var.deps;
  const unstorable = await findUnstorableAuthInput(c.req.raw);
  if (unstorable !== null) return c.json({ code: "VALIDATION_ERROR", message: unstorableTextMessage(unstorable) }, 400);
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, c.var.clientIp);
  const answer = await auth.handler(new Request(c.req.raw, { headers }));
  if (answer.status === 429) metrics.rateLimitRefusals.inc({ limit: authLimitName(c.req.path) });
  // better-auth builds its own Response, which headers set earlier in the chain (the request id) do not reach.
  const response = new Response(answer.body, answer);
  response.headers.set("x-request-id", c.var.requestId);
  return response;
}
