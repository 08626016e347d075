import { describe, expect, it } from "vitest";
import { getInitials, isNavLinkActive, showsHero, showsQuickActions, showsSideNav } from "./layout-rules";

describe("isNavLinkActive", () => {
  it("Home is active only on exactly /", () => {
    expect(isNavLinkActive("/", "/")).toBe(true);
    expect(isNavLinkActive("/", "/pricing")).toBe(false);
  });
  it("other links are active when the path starts with the link path", () => {
    expect(isNavLinkActive("/pricing", "/pricing")).toBe(true);
    expect(isNavLinkActive("/create-listing", "/create-listing/step-2")).toBe(true);
    expect(isNavLinkActive("/pricing", "/blog")).toBe(false);
  });
});

describe("showsSideNav", () => {
  it("shows on the dashboard family of routes for a signed-in user", () => {
    for (const path of ["/dashboard", "/dashboard/settings", "/profile", "/credit-history", "/listing-history", "/homes", "/homes/abc", "/api-dashboard", "/api-testing"]) {
      expect(showsSideNav(path, true), path).toBe(true);
    }
  });
  it("never shows to a visitor, nor on other routes", () => {
    expect(showsSideNav("/dashboard", false)).toBe(false);
    expect(showsSideNav("/pricing", true)).toBe(false);
    expect(showsSideNav("/profile-extra", true)).toBe(false);
  });
});

describe("showsQuickActions", () => {
  it("shows for signed-in users on ordinary routes", () => {
    expect(showsQuickActions("/", true)).toBe(true);
    expect(showsQuickActions("/profile", true)).toBe(true);
  });
  it("hides on dashboard routes, /create-listing and any route containing /api-", () => {
    expect(showsQuickActions("/dashboard", true)).toBe(false);
    expect(showsQuickActions("/dashboard/history", true)).toBe(false);
    expect(showsQuickActions("/create-listing", true)).toBe(false);
    expect(showsQuickActions("/api-dashboard", true)).toBe(false);
    expect(showsQuickActions("/api-testing", true)).toBe(false);
  });
  it("hides for visitors", () => expect(showsQuickActions("/", false)).toBe(false));
});

describe("showsHero", () => {
  it("hides the hero on the grader page only", () => {
    expect(showsHero("/")).toBe(true);
    expect(showsHero("/listing-quality-grader")).toBe(false);
  });
});

describe("getInitials", () => {
  it("takes the first letters of up to two words, uppercased", () => {
    expect(getInitials("ada lovelace", "a@b.c")).toBe("AL");
    expect(getInitials("Jean Paul Sartre", null)).toBe("JP");
    expect(getInitials("Cher", null)).toBe("C");
  });
  it("falls back to the e-mail's first two letters, then U", () => {
    expect(getInitials("", "maria@example.com")).toBe("MA");
    expect(getInitials("   ", undefined)).toBe("U");
    expect(getInitials(null, null)).toBe("U");
  });
});
