import { describe, expect, it } from "vitest";
import { AuthError, describeAuthError, unwrapAuthResult } from "./auth-error";
import { MISSING_CREDENTIALS_MESSAGE } from "./auth-rules";

describe("describeAuthError", () => {
  it("puts better-auth's codes in the product's words", () => {
    expect(describeAuthError({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" })).toBe(
      "Incorrect e-mail or password.",
    );
    expect(describeAuthError({ status: 403, code: "EMAIL_NOT_VERIFIED", message: "Email not verified" })).toBe(
      "Please confirm your e-mail first: we have sent you a new link.",
    );
    expect(describeAuthError({ status: 400, code: "PASSWORD_TOO_SHORT" })).toMatch(/at least 8 characters/);
  });

  it("says to wait on 429, whatever the body", () => {
    expect(describeAuthError({ status: 429, message: "Too many requests. Please try again later." })).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
  });

  it("keeps the spec's missing-credentials text and any other message of the server as it is", () => {
    expect(describeAuthError({ status: 400, code: "YOU_MUST_PROVIDE", message: MISSING_CREDENTIALS_MESSAGE })).toBe(MISSING_CREDENTIALS_MESSAGE);
    expect(describeAuthError({ status: 400, code: "SOMETHING_NEW", message: "A new rule said no." })).toBe("A new rule said no.");
    expect(describeAuthError({ status: 500 })).toBe("Something went wrong. Please try again.");
  });
});

describe("unwrapAuthResult", () => {
  it("answers the data, or throws an AuthError with the message to show", async () => {
    await expect(unwrapAuthResult(Promise.resolve({ data: { ok: true }, error: null }))).resolves.toEqual({ ok: true });
    const failed = unwrapAuthResult(Promise.resolve({ data: null, error: { status: 401, code: "INVALID_EMAIL_OR_PASSWORD" } }));
    await expect(failed).rejects.toBeInstanceOf(AuthError);
    await expect(failed).rejects.toMatchObject({ status: 401, message: "Incorrect e-mail or password." });
  });

  it("turns a failed fetch into a network message", async () => {
    await expect(unwrapAuthResult(Promise.reject(new TypeError("Failed to fetch")))).rejects.toMatchObject({ status: 0 });
  });
});
