import { describe, expect, it } from "vitest";
import { type SideNavViewer, visibleSideNavSections } from "./side-nav-items";

const ADMIN: SideNavViewer = { isAdmin: true, canUseCaptions: true };
const USER: SideNavViewer = { isAdmin: false, canUseCaptions: false };
const CAPTION_HOLDER: SideNavViewer = { isAdmin: false, canUseCaptions: true };

const labelsBySection = (viewer: SideNavViewer) =>
  Object.fromEntries(visibleSideNavSections(viewer).map((s) => [s.title, s.items.map((i) => i.label)]));

describe("visibleSideNavSections", () => {
  it("shows an admin every section and item of spec §2, in order", () => {
    expect(labelsBySection(ADMIN)).toEqual({
      Dashboard: ["Overview", "Homes"],
      "AI Tools": ["Listing Generator", "Airbnb Scraper", "Listing Quality Grader", "Image Caption Generator"],
      Account: ["Profile", "Credit History", "Listing History"],
      Developer: ["API Dashboard", "API Testing", "Token Usage"],
      Resources: ["User Guide"],
    });
    expect(visibleSideNavSections(ADMIN).map((s) => s.title)).toEqual(["Dashboard", "AI Tools", "Account", "Developer", "Resources"]);
  });

  it("hides the admin-only items and the caption generator from a user without caption credits, and shows the API pages they may open", () => {
    expect(labelsBySection(USER)).toEqual({
      Dashboard: ["Overview", "Homes"],
      "AI Tools": ["Listing Generator", "Listing Quality Grader"],
      Account: ["Profile", "Credit History", "Listing History"],
      Developer: ["API Dashboard", "API Testing"],
      Resources: ["User Guide"],
    });
  });

  it("shows a user who holds caption credits the caption generator, and still no admin-only item", () => {
    expect(labelsBySection(CAPTION_HOLDER)["AI Tools"]).toEqual(["Listing Generator", "Listing Quality Grader", "Image Caption Generator"]);
    expect(labelsBySection(CAPTION_HOLDER).Developer).toEqual(["API Dashboard", "API Testing"]);
  });

  it("links each item to its route", () => {
    const hrefs = Object.fromEntries(visibleSideNavSections(ADMIN).flatMap((s) => s.items.map((i) => [i.label, i.href])));
    expect(hrefs).toMatchObject({
      Overview: "/dashboard",
      Homes: "/homes",
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
    visibleSideNavSections(USER);
    expect(labelsBySection(ADMIN)["AI Tools"]).toHaveLength(4);
  });
});
