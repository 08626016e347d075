import { hash, randomBytes } from "node:crypto";
import { API_KEY_PREFIX } from "../../../contracts/api-keys";

/** 24 random bytes: 192 bits, 32 base64url characters after the prefix. */
const SECRET_BYTES = 24;
/** How much of the key is kept in the clear to recognise it: the prefix and 6 characters. */
const VISIBLE_CHARACTERS = API_KEY_PREFIX.length + 6;
const KEY_SHAPE = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{32}$`);

export interface NewApiKeySecret {
  key: string;
  prefix: string;
  hash: string;
}

/**
 * The stored form of a key: its SHA-256. A key is 192 random bits, so a fast hash is enough (nothing to guess, unlike a
 * password) and a lookup by hash is one indexed query.
 */
export function hashApiKey(key: string): string {
  // The one-shot hash: a third of createHash().update().digest()'s time, and it runs on every API request.
  return hash("sha256", key, "hex");
}

export function generateApiKeySecret(): NewApiKeySecret {
  const key = `${API_KEY_PREFIX}${randomBytes(SECRET_BYTES).toString("base64url")}`;
  return { key, prefix: key.slice(0, VISIBLE_CHARACTERS), hash: hashApiKey(key) };
}

/** Whether a string has the shape of one of our keys (checked before any database lookup). */
export function looksLikeApiKey(value: string): boolean {
  return KEY_SHAPE.test(value);
}
