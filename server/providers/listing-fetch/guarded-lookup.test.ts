import type { LookupAddress } from "node:dns";
import { describe, expect, it } from "vitest";
import { createGuardedLookup, type ResolveHost } from "./guarded-lookup";
import { ListingFetchError } from "./types";

function lookupWith(resolve: ResolveHost, options: { all?: boolean; family?: number } = {}) {
  const lookup = createGuardedLookup(resolve);
  return new Promise<{ error: NodeJS.ErrnoException | null; address: string | LookupAddress[] }>((done) =>
    lookup("www.airbnb.com", options, (error, address) => done({ error, address })),
  );
}

const answers = (...addresses: string[]): ResolveHost => async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

describe("createGuardedLookup: the address check inside the socket's own lookup", () => {
  it.each([["10.0.0.5"], ["127.0.0.1"], ["169.254.169.254"], ["::1"], ["::ffff:192.168.0.10"]])(
    "refuses a marketplace name that resolves to %s",
    async (address) => {
      const { error } = await lookupWith(answers(address));
      expect(error).toBeInstanceOf(ListingFetchError);
      expect((error as ListingFetchError).reason).toBe("refused_address");
      expect(error!.message).toBe("www.airbnb.com resolves to a non-public address; the page was not fetched.");
    },
  );

  it("refuses a name when any one of its addresses is private (no round-robin luck)", async () => {
    const { error } = await lookupWith(answers("54.230.10.20", "10.0.0.5"), { all: true });
    expect((error as ListingFetchError).reason).toBe("refused_address");
  });

  it("passes public addresses on, one or all as the socket asks", async () => {
    expect(await lookupWith(answers("54.230.10.20", "2a04:4e42::396"))).toEqual({ error: null, address: "54.230.10.20" });
    expect(await lookupWith(answers("54.230.10.20", "2a04:4e42::396"), { family: 6 })).toEqual({ error: null, address: "2a04:4e42::396" });
    const all = await lookupWith(answers("54.230.10.20", "2a04:4e42::396"), { all: true });
    expect(all.address).toEqual([
      { address: "54.230.10.20", family: 4 },
      { address: "2a04:4e42::396", family: 6 },
    ]);
  });

  it("reports a name that does not resolve as the resolver's error", async () => {
    const failing: ResolveHost = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND www.airbnb.com"), { code: "ENOTFOUND" });
    };
    const { error } = await lookupWith(failing);
    expect(error?.code).toBe("ENOTFOUND");
  });
});
