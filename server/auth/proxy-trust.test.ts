import { describe, expect, it } from "vitest";
import { parseProxyTrust, type ProxyTrust, resolveClientAddress, trustsPeer } from "./proxy-trust";

function trust(value: string): ProxyTrust {
  const parsed = parseProxyTrust(value);
  if (typeof parsed === "string") throw new Error(parsed);
  return parsed;
}

describe("TRUST_PROXY: which X-Forwarded-For entry is the client", () => {
  it("off: the socket's address, whatever the header says", () => {
    expect(resolveClientAddress(trust("false"), "192.0.2.1", "203.0.113.9")).toBe("192.0.2.1");
    expect(resolveClientAddress(trust(""), undefined, "203.0.113.9")).toBe("unknown");
  });

  it("true (one proxy): the right-most entry, the one the proxy appended; the client's own entries are ignored", () => {
    expect(resolveClientAddress(trust("true"), "10.0.0.2", "6.6.6.6, 192.0.2.1")).toBe("192.0.2.1");
    expect(resolveClientAddress(trust("1"), "10.0.0.2", "192.0.2.1")).toBe("192.0.2.1");
    expect(resolveClientAddress(trust("true"), "10.0.0.2", undefined)).toBe("10.0.0.2");
  });

  it("a number of proxies: that many hops from the right are skipped", () => {
    expect(resolveClientAddress(trust("2"), "10.0.0.2", "6.6.6.6, 192.0.2.1, 10.0.0.9")).toBe("192.0.2.1");
    // Fewer entries than hops: the left-most there is (no proxy to skip further).
    expect(resolveClientAddress(trust("3"), "10.0.0.2", "192.0.2.1")).toBe("192.0.2.1");
  });

  it("a list of proxies: entries are walked from the right while they are trusted proxies", () => {
    const list = trust("10.0.0.0/8, 127.0.0.1, ::1");
    expect(resolveClientAddress(list, "::ffff:127.0.0.1", "6.6.6.6, 192.0.2.1, 10.1.2.3")).toBe("192.0.2.1");
    expect(resolveClientAddress(list, "::1", "2001:db8::5")).toBe("2001:db8::5");
    // A peer that is not a trusted proxy: its header is not believed.
    expect(resolveClientAddress(list, "192.0.2.50", "6.6.6.6")).toBe("192.0.2.50");
    expect(trustsPeer(list, "192.0.2.50")).toBe(false);
    expect(trustsPeer(list, "10.9.9.9")).toBe(true);
  });

  it("an entry that is not an IP address is never taken: the walk stops at the hop that passed it on", () => {
    expect(resolveClientAddress(trust("true"), "10.0.0.2", "192.0.2.1, evil")).toBe("10.0.0.2");
    expect(resolveClientAddress(trust("true"), "10.0.0.2", "192.0.2.1:4000")).toBe("10.0.0.2");
    expect(resolveClientAddress(trust("2"), "10.0.0.2", "<script>, 192.0.2.1")).toBe("192.0.2.1");
    expect(resolveClientAddress(trust("true"), undefined, "x".repeat(100))).toBe("unknown");
  });

  it("refuses settings that are neither a flag, a count, nor addresses", () => {
    expect(parseProxyTrust("yes")).toMatch(/not an IP address or CIDR range/);
    expect(parseProxyTrust("10.0.0.0/33")).toMatch(/not an IP address/);
    expect(parseProxyTrust("99")).toMatch(/at most 10/);
  });
});
