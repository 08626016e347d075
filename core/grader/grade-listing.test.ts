import { describe, expect, it } from "vitest";
import { createEmptyListing } from "../listing/listing";
import { computeOverallScore, gradeListing, hasWeakComponent } from "./grade-listing";

const words = (count: number, word = "word"): string => Array(count).fill(word).join(" ");

/** GRADER.md, "Worked examples": these must come out exactly so. */
describe("gradeListing: the worked examples of GRADER.md", () => {
  it("example 1: cozy beach loft, 127 words, 7 amenities, superhost rated 4.92 → 79 High", () => {
    const result = gradeListing(
      createEmptyListing({
        title: "Cozy Beach Loft with Ocean Views & Pool",
        description: `${words(120)} walk to the beach, restaurants and shops`,
        amenities: ["Wifi", "Kitchen", "Washer", "Dryer", "Pool", "Free parking on premises", "TV"],
        rating: 4.92,
        hostData: { name: "Ana", profileImage: "", isSuperHost: true, about: "" },
      }),
    );
    expect(result.breakdown.title.score).toBeCloseTo(0.9825, 12);
    expect(result.breakdown.description.score).toBeCloseTo(0.5, 12);
    expect(result.breakdown.amenities.score).toBeCloseTo(0.8, 12);
    expect(result.breakdown.seo.score).toBe(0.7);
    expect(result.breakdown.host.score).toBe(1);
    expect(result.breakdown.externalBonus).toBe(0);
    expect(result.overallScore).toBe(79);
    expect(result.qualityLevel).toBe("High");
    expect(result.hasWeakComponent).toBe(false);
  });

  it('example 2: title "Apt", two words, nothing else → floor 40, Low because the title is weak', () => {
    const result = gradeListing(createEmptyListing({ title: "Apt", description: "Nice place." }));
    expect(result.breakdown.title.score).toBeCloseTo(0.0525, 12);
    expect(result.breakdown.description.score).toBe(0.4);
    expect(result.breakdown.amenities.score).toBe(0.4);
    expect(result.breakdown.seo.score).toBe(0.7);
    expect(result.breakdown.host.score).toBe(0.4);
    expect(result.breakdown.externalBonus).toBe(0);
    expect(result.overallScore).toBe(40);
    expect(result.qualityLevel).toBe("Low");
    expect(result.hasWeakComponent).toBe(true);
  });

  it('example 3: 78-character title ("Wi-Fi" is not "wifi"), 520 words, 12 amenities, guest favourite → 88 High', () => {
    const title = "Bright 2BR apartment near the Old Town square, with a fast Wi-Fi and a balcony";
    expect(title).toHaveLength(78);
    const result = gradeListing(
      createEmptyListing({
        title,
        description: words(520, "x"),
        amenities: Array.from({ length: 12 }, (_, index) => `a${index}`),
        rating: 4.5,
        isGuestFavorite: true,
      }),
    );
    expect(result.breakdown.title.score).toBeCloseTo(0.508, 12);
    expect(result.breakdown.description.score).toBe(1);
    expect(result.breakdown.amenities.score).toBe(1);
    expect(result.breakdown.seo.score).toBe(0.7);
    expect(result.breakdown.host.score).toBeCloseTo(0.9, 12);
    expect(result.breakdown.externalBonus).toBe(0.05);
    expect(result.overallScore).toBe(88);
    expect(result.qualityLevel).toBe("High");
  });
});

describe("computeOverallScore", () => {
  const perfect = { title: 1, description: 1, amenities: 1, seo: 0.7, host: 1 };

  it("weights the components 0.22/0.22/0.22/0.16/0.18 and rounds the percentage", () => {
    expect(computeOverallScore({ title: 0.5, description: 0.5, amenities: 0.5, seo: 0.7, host: 0.5 }, 0)).toBe(53);
    expect(computeOverallScore(perfect, 0)).toBe(95);
  });

  it("adds the external bonus before the cap, and caps at 100", () => {
    expect(computeOverallScore(perfect, 0.05)).toBe(100);
    expect(computeOverallScore(perfect, 0.1)).toBe(100);
  });

  it("floors at 40 even when every component is 0", () => {
    expect(computeOverallScore({ title: 0, description: 0, amenities: 0, seo: 0, host: 0 }, 0)).toBe(40);
  });

  it("rounds the percentage to the nearest integer, down (66.4 → 66) and up (68.6 → 69)", () => {
    // 0.22·0.9 + 0.22·0.6 + 0.22·0.6 + 0.16·0.7 + 0.18·0.5 = 0.664
    expect(computeOverallScore({ title: 0.9, description: 0.6, amenities: 0.6, seo: 0.7, host: 0.5 }, 0)).toBe(66);
    // 0.22·1 + 0.22·0.6 + 0.22·0.6 + 0.16·0.7 + 0.18·0.5 = 0.686
    expect(computeOverallScore({ title: 1, description: 0.6, amenities: 0.6, seo: 0.7, host: 0.5 }, 0)).toBe(69);
  });
});

describe("hasWeakComponent", () => {
  it("is true only when a component is below 0.4 (0.4 itself is not weak)", () => {
    const base = { title: 0.4, description: 0.4, amenities: 0.4, seo: 0.7, host: 0.4 };
    expect(hasWeakComponent(base)).toBe(false);
    expect(hasWeakComponent({ ...base, title: 0.3999 })).toBe(true);
    expect(hasWeakComponent({ ...base, host: 0.39 })).toBe(true);
  });
});

describe("gradeListing: levels, labels and leniency", () => {
  const strong = createEmptyListing({
    title: "Quiet Garden Cottage with Fireplace near the Lake",
    description: `${words(480)} walk to the lake, cafes and the station; fully equipped kitchen and fast wifi`,
    amenities: [
      "Wifi",
      "Kitchen",
      "Washer",
      "Dryer",
      "Heating",
      "Free parking",
      "TV",
      "Dedicated workspace",
      "Coffee maker",
      "Dishwasher",
      "Hair dryer",
      "Iron",
    ],
    rating: 4.9,
    hostData: { name: "Ben", profileImage: "", isSuperHost: true, about: "Local potter" },
  });

  it("a strong listing with no weak component is High and Excellent", () => {
    const result = gradeListing(strong);
    expect(result.overallScore).toBeGreaterThanOrEqual(80);
    expect(result.qualityLevel).toBe("High");
    expect(result.label).toBe("Excellent");
  });

  it("a weak title makes a listing Low even when its score would be Medium", () => {
    const result = gradeListing({ ...strong, title: "Home" });
    expect(result.overallScore).toBeGreaterThanOrEqual(40);
    expect(result.hasWeakComponent).toBe(true);
    expect(result.qualityLevel).toBe("Low");
  });

  it("between 40 and 74 without a weak component is Medium", () => {
    const result = gradeListing({
      title: "Quiet studio near the river and the old town",
      description: words(300),
      amenities: ["Wifi"],
    });
    expect(result.hasWeakComponent).toBe(false);
    expect(result.overallScore).toBeLessThan(75);
    expect(result.qualityLevel).toBe("Medium");
  });

  it("grades an empty object, null fields and mistyped fields as empty", () => {
    const empty = gradeListing({});
    expect(empty.overallScore).toBe(40);
    const odd = gradeListing({ title: 42, amenities: "Wifi", rating: "5", hostData: null } as never);
    expect(odd.breakdown.title.score).toBe(0);
    expect(odd.breakdown.amenities.score).toBe(0.4);
    expect(odd.breakdown.host.score).toBe(0.4);
  });

  it("accepts amenity objects with name, else title (scraper shapes)", () => {
    const result = gradeListing({
      amenities: [{ name: "Wifi" }, { title: "Kitchen" }, { name: "", title: "Pool" }, "TV", { name: null }],
    });
    expect(result.breakdown.amenities.score).toBeCloseTo(0.5, 12); // 4 names → 0.4, 4 key groups → +0.1
  });

  it("the marketplace option changes the advisories, never the score", () => {
    const listing = { ...strong, title: "Quiet Garden Cottage with Fireplace and Hot Tub near the Lake" };
    const airbnb = gradeListing(listing);
    const vrbo = gradeListing(listing, { marketplace: "vrbo" });
    expect(vrbo.overallScore).toBe(airbnb.overallScore);
    expect(airbnb.advisories.map((advisory) => advisory.id)).toContain("title-length");
    expect(vrbo.advisories.map((advisory) => advisory.id)).not.toContain("title-length");
  });
});
