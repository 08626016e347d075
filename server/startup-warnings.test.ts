import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { startupWarnings } from "./startup-warnings";

describe("startup warnings", () => {
  it("warn that FORCE_HTTPS without TRUST_PROXY loops behind a TLS proxy", () => {
    const warnings = startupWarnings(parseEnv({ FORCE_HTTPS: "true", BASE_URL: "https://rentals.example" }));
    expect(warnings).toEqual([expect.stringContaining("FORCE_HTTPS is set without TRUST_PROXY")]);
  });

  it("warn when FORCE_HTTPS has no https BASE_URL to redirect to", () => {
    expect(startupWarnings(parseEnv({ FORCE_HTTPS: "true", TRUST_PROXY: "true" }))).toEqual([expect.stringContaining("BASE_URL is not an https://")]);
  });

  it("say nothing of a proxy set up as docs/deploy.md says", () => {
    expect(startupWarnings(parseEnv({ FORCE_HTTPS: "true", TRUST_PROXY: "true", BASE_URL: "https://rentals.example" }))).toEqual([]);
    expect(startupWarnings(parseEnv({}))).toEqual([]);
  });
});
