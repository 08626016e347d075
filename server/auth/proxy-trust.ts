import net from "node:net";

/**
 * Which reverse proxies are believed (TRUST_PROXY): none, the nearest `hops` proxies whoever they are, or the proxies
 * whose addresses are in a list. `true` means one proxy: the address that proxy saw is the right-most X-Forwarded-For
 * entry (decision 026; Express's `true`, the left-most entry, is the one the client writes).
 */
export type ProxyTrust = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; list: net.BlockList; text: string };

export const NO_PROXY_TRUST: ProxyTrust = { kind: "none" };

const MAX_HOPS = 10;

/** Parses TRUST_PROXY: `true`/`false`, a number of proxies, or a comma-separated list of addresses and CIDR ranges. */
export function parseProxyTrust(value: string | undefined): ProxyTrust | string {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false" || text === "0") return NO_PROXY_TRUST;
  if (text === "true") return { kind: "hops", hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= MAX_HOPS ? { kind: "hops", hops } : `must be at most ${MAX_HOPS} proxies`;
  }
  const list = new net.BlockList();
  for (const entry of text.split(",").map((part) => part.trim()).filter(Boolean)) {
    const [address = "", prefix, extra] = entry.split("/");
    const family = net.isIP(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || (bits !== undefined && (!/^\d+$/.test(prefix!) || bits > maxBits))) {
      return `"${entry}" is not an IP address or CIDR range (expected true, false, a number of proxies, or e.g. 10.0.0.0/8,::1)`;
    }
    const type = family === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return { kind: "addresses", list, text };
}

/** "::ffff:10.0.0.1" (an IPv4 peer on a dual-stack socket) is "10.0.0.1"; anything else that is not an address is null. */
export function normalizeAddress(candidate: string | undefined): string | null {
  const text = (candidate ?? "").trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (mapped) return mapped[1]!;
  return net.isIP(text) === 0 ? null : text;
}

function isTrusted(trust: ProxyTrust, address: string | null, hop: number): boolean {
  if (trust.kind === "none") return false;
  if (trust.kind === "hops") return hop < trust.hops;
  if (address === null) return false;
  return trust.list.check(address, net.isIP(address) === 6 ? "ipv6" : "ipv4");
}

/** Whether the peer on the socket is a proxy we believe (its X-Forwarded-* headers count). */
export function trustsPeer(trust: ProxyTrust, socketAddress: string | undefined): boolean {
  return isTrusted(trust, normalizeAddress(socketAddress), 0);
}

/**
 * The caller's address: from the socket's peer, walk X-Forwarded-For from the right, skipping each hop we trust; the
 * first address not trusted is the client. An entry that is not an IP address ends the walk at the hop that passed it
 * on (only a trusted proxy's own entries are believed, and those are addresses). `unknown` when nothing is known.
 */
export function resolveClientAddress(trust: ProxyTrust, socketAddress: string | undefined, forwardedFor: string | undefined): string {
  const peer = normalizeAddress(socketAddress);
  const hops = trust.kind === "none" || !forwardedFor ? [] : forwardedFor.split(",").reverse();
  let current = peer;
  for (let hop = 0; hop < hops.length; hop += 1) {
    if (!isTrusted(trust, current, hop)) break;
    const next = normalizeAddress(hops[hop]);
    if (next === null) break;
    current = next;
  }
  return current ?? "unknown";
}
