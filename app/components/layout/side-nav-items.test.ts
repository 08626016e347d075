import { describe, expect, it } from "vitest";
import { visibleSideNavSections } from "./side-nav-items";

const labelsBySection = (isAdmin: boolean) =>
  Object.fromEntries(visibleSideNavSections(isAdmin).map((s) => [s.title, s.items.map((i) => i.label)]));

describe("visibleSideNavSections", () => {
  it("shows an admin every section and item of spec §2, in order", () => {
    expect(labelsBySection(true)).toEqual({
      Dashboard: ["Overview"],
      "AI Tools": ["Listing Generator", "Airbnb Scraper", "Listing Quality Grader", "Image Caption Generator"],
      Account: ["Profile", "Credit History", "Listing History"],
      Developer: ["API Dashboard", "API Testing", "Token Usage"],
      Resources: ["User Guide"],
    });
    expect(visibleSideNavSections(true).map((s) => s.title)).toEqual(["Dashboard", "AI Tools", "Account", "Developer", "Resources"]);
  });

  it("hides the admin-only items and the whole Developer section from a non-admin", () => {
    expect(labelsBySection(false)).toEqual({
      Dashboard: ["Overview"],
      "AI Tools": ["Listing Generator", "Listing Quality Grader"],
      Account: ["Profile", "Credit History", "Listing History"],
      Resources: ["User Guide"],
    });
  });

  it("links each item to its route", () => {
    const hrefs = Object.fromEntries(visibleSideNavSections(true).flatMap((s) => s.items.map((i) => [i.label, i.href])));
    expect(hrefs).toMatchObject({
      Overview: "/dashboard",
      "Listing Generator": "/create-listing",
      "Airbnb Scraper": "/airbnb-scraper",
      "Listing Quality Grader": "/listing-quality-grader",
      "Image Caption Generator": "/image-caption-generator",
      Profile: "/profile",
      "Credit History": "/credit-history",
      "Listing History": "/listing-history",
      "API Dashboard": "/api-dashboard",
      "API Testing": "/api-testing",
      "Token Usage": "/token-usage",
      "User Guide": "/user-guide",
    });
  });

  it("does not change the shared table when filtering", () => {
    visibleSideNavSections(false);
    expect(labelsBySection(true)["AI Tools"]).toHaveLength(4);
  });
});
