import { BlockList, isIP } from "node:net";

/**
 * Addresses a listing fetch never connects to: everything that is not the public internet. Node's BlockList also
 * matches IPv4-mapped IPv6 (::ffff:10.0.0.1) against the IPv4 rules.
 */
const IPV4_RANGES: [string, number][] = [
  ["0.0.0.0", 8], // "this network", incl. the unspecified 0.0.0.0
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, incl. cloud metadata 169.254.169.254
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay anycast
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, incl. broadcast 255.255.255.255
];

const IPV6_RANGES: [string, number][] = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["::", 96], // IPv4-compatible (deprecated)
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

const blocked = new BlockList();
for (const [network, prefix] of IPV4_RANGES) blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of IPV6_RANGES) blocked.addSubnet(network, prefix, "ipv6");

/** The IPv4 address carried inside NAT64 (64:ff9b::/96) and 6to4 (2002::/16) addresses, which route to it. */
function embeddedIpv4(address: string): string | null {
  const groups = expandIpv6(address);
  if (!groups) return null;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  if (nat64) return toIpv4(groups[6]!, groups[7]!);
  if (groups[0] === 0x2002) return toIpv4(groups[1]!, groups[2]!);
  return null;
}

function toIpv4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** "64:ff9b::a00:1" → eight 16-bit numbers; null for a form this does not read (then the BlockList alone decides). */
function expandIpv6(address: string): number[] | null {
  const plain = address.replace(/%.*$/, "").toLowerCase();
  if (plain.includes(".")) return null;
  const [head = "", tail] = plain.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  const groups = [...left, ...Array<string>(missing).fill("0"), ...right].map((g) => parseInt(g, 16));
  return groups.some((g) => Number.isNaN(g)) ? null : groups;
}

/** True for any address that is not a public unicast address; also true for anything that is not an IP address. */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address.replace(/%.*$/, ""));
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  const plain = address.replace(/%.*$/, "");
  if (blocked.check(plain, "ipv6")) return true;
  const inner = embeddedIpv4(plain);
  return inner !== null && blocked.check(inner, "ipv4");
}
