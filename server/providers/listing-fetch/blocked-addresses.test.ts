import { describe, expect, it } from "vitest";
import { isBlockedAddress } from "./blocked-addresses";

describe("isBlockedAddress: only public unicast addresses may be fetched", () => {
  it.each([
    ["127.0.0.1", "IPv4 loopback"],
    ["127.255.0.9", "anywhere in 127/8"],
    ["10.1.2.3", "private 10/8"],
    ["172.16.0.1", "private 172.16/12"],
    ["172.31.255.255", "end of 172.16/12"],
    ["192.168.1.1", "private 192.168/16"],
    ["169.254.169.254", "link-local cloud metadata"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["0.0.0.0", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["::1", "IPv6 loopback"],
    ["::", "IPv6 unspecified"],
    ["fe80::1", "IPv6 link-local"],
    ["fe80::1%eth0", "IPv6 link-local with a zone"],
    ["fd12:3456::1", "IPv6 unique local"],
    ["ff02::1", "IPv6 multicast"],
    ["::ffff:127.0.0.1", "IPv4-mapped loopback"],
    ["::ffff:a9fe:a9fe", "IPv4-mapped metadata address in hex"],
    ["::ffff:10.0.0.1", "IPv4-mapped private"],
    ["64:ff9b::a9fe:a9fe", "NAT64 of the metadata address"],
    ["2002:c0a8:0101::1", "6to4 of 192.168.1.1"],
    ["not-an-address", "anything that is not an IP address"],
  ])("refuses %s (%s)", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each(["54.230.10.20", "151.101.1.140", "2a04:4e42::396", "2600:1f18:24e6:b900::1", "::ffff:54.230.10.20", "64:ff9b::3616:a14"])(
    "allows the public address %s",
    (address) => {
      expect(isBlockedAddress(address)).toBe(false);
    },
  );
});
