import { describe, expect, it } from "vitest";
import { listingToMarkdown, listingToPlainText } from "./export-listing";
import type { GeneratedListing } from "./generated-listing";

const listing: GeneratedListing = {
  title: "Bright Loft with Balcony near the Park",
  titles: ["Bright Loft with Balcony near the Park", "Loft with Balcony", "Bright Loft"],
  summary: "A bright loft for two.",
  sections: { space: "One open room.", guestAccess: "The whole loft.", neighborhood: "Quiet street.", gettingAround: "Tram stop 200 m away.", notes: "Stairs only." },
  houseRules: ["Check-in after 15:00", "No smoking"],
  seoKeywords: ["loft", "balcony"],
  pointsOfInterest: [{ name: "Stadspark", category: "park", distanceMeters: 400, walkMinutes: 5, source: "openstreetmap" }],
  marketplace: "airbnb",
  language: "en",
  checks: [],
  writer: { kind: "offline", label: "offline writer", attempts: 1 },
};

describe("listing exports", () => {
  it("writes Markdown with every section under its heading", () => {
    const md = listingToMarkdown(listing);
    expect(md.startsWith("# Bright Loft with Balcony near the Park\n")).toBe(true);
    expect(md).toContain("## Getting around\n\nTram stop 200 m away.");
    expect(md).toContain("- No smoking");
    expect(md).toContain("- Stadspark: 400 m, about 5 min on foot");
    expect(md).toContain("- Loft with Balcony");
    expect(md).not.toContain("- Bright Loft with Balcony near the Park");
  });

  it("writes plain text without markup", () => {
    const text = listingToPlainText(listing);
    expect(text).not.toMatch(/[#*]/);
    expect(text).toContain("Other things to note\nStairs only.");
  });

  it("leaves out a section with nothing in it, heading and all", () => {
    const without = { ...listing, sections: { ...listing.sections, gettingAround: "" } };
    expect(listingToMarkdown(without)).not.toContain("Getting around");
    expect(listingToPlainText(without)).not.toContain("Getting around");
    expect(listingToPlainText(without)).toContain("Other things to note\nStairs only.");
  });
});
