import { describe, expect, it } from "vitest";
import { ACCOUNT_MENU_LINKS, MAIN_NAV_LINKS, visibleNavLinks } from "./nav-links";

const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe("visibleNavLinks", () => {
  it("shows the four main links of spec §2 to those the caption generator is open to", () => {
    expect(labels(visibleNavLinks(MAIN_NAV_LINKS, true))).toEqual(["Home", "Pricing", "Image Captions", "Create Listing"]);
  });

  it("leaves Image Captions out for a visitor or a user without caption credits", () => {
    expect(labels(visibleNavLinks(MAIN_NAV_LINKS, false))).toEqual(["Home", "Pricing", "Create Listing"]);
  });

  it("puts Image Captions in the avatar menu only for those it is open to", () => {
    expect(labels(visibleNavLinks(ACCOUNT_MENU_LINKS, true))).toEqual(["Dashboard", "Homes", "My Listings", "Image Captions", "Profile", "API Dashboard"]);
    expect(labels(visibleNavLinks(ACCOUNT_MENU_LINKS, false))).toEqual(["Dashboard", "Homes", "My Listings", "Profile", "API Dashboard"]);
  });
});
