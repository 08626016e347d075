import { describe, expect, it } from "vitest";
import { gradeGeneratedListing } from "./grade-generated-listing";
import type { PropertyFacts } from "./property-facts";

const facts: PropertyFacts = {
  propertyType: "Entire rental unit",
  roomType: "entire_home",
  location: { city: "Albany", region: "NY", country: "United States" },
  bedrooms: 2,
  beds: 3,
  bathrooms: 1,
  accommodates: 4,
  amenities: ["Wifi", "Kitchen", "Washer", "Dryer", "Free parking on premises"],
};

describe("gradeGeneratedListing", () => {
  it("scores the chosen title and the whole description, with the host's amenities", () => {
    const words = (n: number) => Array.from({ length: n }, () => "kitchen").join(" ");
    const texts = {
      summary: "A quiet two-bedroom flat.",
      sections: { space: words(200), guestAccess: words(100), neighborhood: "Walk to cafes.", gettingAround: "Free parking.", notes: words(200) },
    };
    const result = gradeGeneratedListing(texts, "Quiet Modern Flat with Parking near Downtown", facts, "airbnb");
    expect(result.breakdown.description.score).toBeGreaterThanOrEqual(1);
    // 5 amenities: base 0.6; wifi, kitchen, washer, dryer and parking are 5 key groups: +0.2.
    expect(result.breakdown.amenities.score).toBeCloseTo(0.8, 5);
    expect(result.breakdown.title.score).toBeGreaterThan(0.9);
  });

  it("gives a short description the grader's issue", () => {
    const texts = { summary: "Small.", sections: { space: "One room.", guestAccess: "All of it.", neighborhood: "Albany.", gettingAround: "Bus.", notes: "None." } };
    const result = gradeGeneratedListing(texts, "Room", facts, "airbnb");
    expect(result.breakdown.description.issues).toContain("Description could be more detailed");
  });
});
