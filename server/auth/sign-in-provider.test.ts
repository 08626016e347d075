import { describe, expect, it } from "vitest";
import { signInProvider } from "./sign-in-provider";

describe("signInProvider", () => {
  it("names the provider of each endpoint that signs in", () => {
    expect(signInProvider("/sign-in/email", {})).toBe("email");
    expect(signInProvider("/verify-email", {})).toBe("email");
    expect(signInProvider("/callback/:id", { id: "google" })).toBe("google");
    expect(signInProvider("/callback/:id", { id: "oidc" })).toBe("oidc");
    expect(signInProvider("/oauth2/callback/:providerId", { providerId: "corp" })).toBe("corp");
  });

  it("is undefined where the session cookie is only set again", () => {
    expect(signInProvider("/get-session", {})).toBeUndefined();
    expect(signInProvider("/change-password", {})).toBeUndefined();
    expect(signInProvider("/callback/:id", undefined)).toBeUndefined();
  });
});
