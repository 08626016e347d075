import type { Database } from "../../db/client";
import { hashApiKey, looksLikeApiKey } from "./api-key-secret";
import { findApiKeyByHash, type VerifiedApiKey } from "./verify-api-key";

/** How long a process trusts a key it looked up: a revocation on any process is seen by every other within this. */
export const API_KEY_CACHE_MS = 1000;
/** At most this many keys are held; past it the cache starts again empty (unknown keys are never held). */
const MAX_KEYS = 10_000;

interface Entry {
  expiresAt: number;
  lookup: Promise<VerifiedApiKey | null>;
  /** The key's id once the lookup found it. */
  keyId?: string;
}

/**
 * The key lookup of api-key-auth.ts, kept per process for at most a second (docs/decisions/045): at 50 requests in
 * flight on one key, one statement a second instead of one a request. Only the lookup is kept; the key's per-minute
 * limit is counted in the database on every request. A key revoked on this process is forgotten at once (`forget`);
 * one revoked on another is refused here within API_KEY_CACHE_MS. Parallel requests share one lookup in flight.
 */
export interface ApiKeyCache {
  verify(db: Database, key: string, now?: number): Promise<VerifiedApiKey | null>;
  /** Drops a key (revoked on this process): its next request is looked up again. */
  forget(keyId: string): void;
  /** Notes that last_used_at was written, so the held copy does not ask for the write again. */
  noteUsed(key: string, at: Date): void;
}

export function createApiKeyCache(ttlMs = API_KEY_CACHE_MS): ApiKeyCache {
  const entries = new Map<string, Entry>();
  return {
    verify(db, key, now = Date.now()) {
      if (!looksLikeApiKey(key)) return Promise.resolve(null);
      const hash = hashApiKey(key);
      const held = entries.get(hash);
      if (held && held.expiresAt > now) return held.lookup;
      if (entries.size >= MAX_KEYS) entries.clear();
      const entry: Entry = { expiresAt: now + ttlMs, lookup: findApiKeyByHash(db, hash) };
      entries.set(hash, entry);
      // An unknown or revoked key, or a failed lookup, is not held: the next request asks the database again.
      const drop = () => {
        if (entries.get(hash) === entry) entries.delete(hash);
      };
      entry.lookup.then((verified) => (verified ? (entry.keyId = verified.viewer.apiKeyId) : drop()), drop);
      return entry.lookup;
    },
    forget(keyId) {
      // A lookup still in flight may be this key's (it may have read the row before the revocation): dropped too.
      for (const [hash, entry] of entries) if (entry.keyId === keyId || entry.keyId === undefined) entries.delete(hash);
    },
    noteUsed(key, at) {
      const entry = entries.get(hashApiKey(key));
      if (entry) entry.lookup = entry.lookup.then((verified) => verified && { ...verified, lastUsedAt: at });
    },
  };
}
