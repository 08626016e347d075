import dns from "node:dns";
import type { LookupFunction } from "node:net";
import { isBlockedAddress } from "./blocked-addresses";
import { ListingFetchError } from "./types";

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Resolves a host name to all its addresses (dns.lookup by default, the same resolver Node's sockets use). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

const resolveWithDns: ResolveHost = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * A socket `lookup` that refuses a host name when any of its addresses is not public. The check runs inside the
 * connection itself (the socket connects to exactly the address checked), so DNS cannot change the answer between
 * the check and the connect. IP literals never reach a lookup: the marketplace URL check refuses them first.
 */
export function createGuardedLookup(resolve: ResolveHost = resolveWithDns): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (all) => {
        const refused = all.find((entry) => isBlockedAddress(entry.address));
        if (refused) {
          const message = `${hostname} resolves to a non-public address; the page was not fetched.`;
          callback(new ListingFetchError("refused_address", message, { hostname, address: refused.address }), "", 4);
          return;
        }
        const usable = options.family ? all.filter((entry) => entry.family === options.family) : all;
        const first = usable[0];
        if (!first) {
          const error: NodeJS.ErrnoException = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
          callback(error, "", 4);
          return;
        }
        if (options.all) callback(null, usable);
        else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, "", 4),
    );
  };
}
