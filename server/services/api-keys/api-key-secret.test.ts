import { describe, expect, it } from "vitest";
import { generateApiKeySecret, hashApiKey, looksLikeApiKey } from "./api-key-secret";

describe("API key secrets", () => {
  it("are ll_live_ and 32 base64url characters, with a 14-character visible prefix and a hex SHA-256", () => {
    const secret = generateApiKeySecret();
    expect(secret.key).toMatch(/^ll_live_[A-Za-z0-9_-]{32}$/);
    expect(secret.prefix).toBe(secret.key.slice(0, 14));
    expect(secret.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(secret.hash).toBe(hashApiKey(secret.key));
    expect(looksLikeApiKey(secret.key)).toBe(true);
  });

  it("never repeat", () => {
    const keys = new Set(Array.from({ length: 1000 }, () => generateApiKeySecret().key));
    expect(keys.size).toBe(1000);
  });

  it.each(["", "ll_live_", "ll_test_abcdefghijklmnopqrstuvwxyz012345", "ll_live_abc", "ll_live_abcdefghijklmnopqrstuvwxyz01234!", "Bearer ll_live_x"])(
    "does not take %j for a key",
    (value) => expect(looksLikeApiKey(value)).toBe(false),
  );
});
