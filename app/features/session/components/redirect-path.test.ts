import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./redirect-path";

describe("safeRedirectPath", () => {
  it("keeps a path on this site, with its query and hash", () => {
    expect(safeRedirectPath("/create-listing")).toBe("/create-listing");
    expect(safeRedirectPath("/dashboard?tab=history#top")).toBe("/dashboard?tab=history#top");
  });

  it("falls back to the dashboard when there is no parameter", () => {
    expect(safeRedirectPath(null)).toBe("/dashboard");
    expect(safeRedirectPath("")).toBe("/dashboard");
  });

  it("refuses other sites, however they are spelt", () => {
    for (const value of ["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "evil.example", "/\u0000//evil"]) {
      expect(safeRedirectPath(value)).toBe("/dashboard");
    }
  });

  it("does not send a signed-in user back to the auth pages", () => {
    expect(safeRedirectPath("/auth?signup=true")).toBe("/dashboard");
    expect(safeRedirectPath("/auth/callback")).toBe("/dashboard");
  });

  it("normalises dot segments instead of trusting them", () => {
    expect(safeRedirectPath("/profile/../pricing")).toBe("/pricing");
  });
});
