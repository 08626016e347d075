import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { type ProxyTrust, resolveClientAddress, trustsPeer } from "./proxy-trust";

/** The header through which we tell better-auth the caller's address; any value a client sends is replaced. */
export const CLIENT_IP_HEADER = "x-listinglift-client-ip";

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // In-process test requests have no socket.
  }
}

/**
 * The caller's address: the one the nearest proxy we do not trust to forward saw (TRUST_PROXY, see proxy-trust.ts),
 * otherwise the socket's address. In-process test requests have no socket: with TRUST_PROXY=true their last
 * X-Forwarded-For entry stands for the address the proxy saw; without it they are "unknown".
 */
export function getClientIp(c: Context, trust: ProxyTrust): string {
  return resolveClientAddress(trust, socketAddress(c), c.req.header("x-forwarded-for"));
}

/** Whether X-Forwarded-Proto and X-Forwarded-Host on this request come from a proxy we trust. */
export function isFromTrustedProxy(c: Context, trust: ProxyTrust): boolean {
  return trustsPeer(trust, socketAddress(c));
}
