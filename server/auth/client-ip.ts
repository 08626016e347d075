import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The header through which we tell better-auth the caller's address; any value a client sends is replaced. */
export const CLIENT_IP_HEADER = "x-listinglift-client-ip";

/**
 * The caller's address: the first X-Forwarded-For entry behind a proxy we trust (TRUST_PROXY), otherwise the socket's
 * address. In-process test requests have no socket: they are "unknown" unless the test says TRUST_PROXY.
 */
export function getClientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
