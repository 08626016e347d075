import { describe, expect, it } from "vitest";
import { checkAdvisories, checkMarketplaceRules, checkPhotoCount, checkUnlistedAmenities } from "./advisory-checks";
import { gradeListing } from "./grade-listing";
import { getPhotoRange, PHOTO_RANGES } from "./photo-ranges";
import { buildGraderInput } from "../../test/support/grader-input";

const photos = (count: number): string[] =>
  Array.from({ length: count }, (_, index) => `https://img.example/${index}.jpg`);

describe("photo ranges", () => {
  it("grow with the home: studio and 1 bedroom, 2-3 bedrooms, 4 and more", () => {
    expect(getPhotoRange(0)).toBe(PHOTO_RANGES[0]);
    expect(getPhotoRange(1)).toBe(PHOTO_RANGES[0]);
    expect(getPhotoRange(2)).toBe(PHOTO_RANGES[1]);
    expect(getPhotoRange(3)).toBe(PHOTO_RANGES[1]);
    expect(getPhotoRange(4)).toBe(PHOTO_RANGES[2]);
    expect(getPhotoRange(12)).toBe(PHOTO_RANGES[2]);
    expect(getPhotoRange(null)).toBe(PHOTO_RANGES[0]);
  });
});

describe("checkPhotoCount", () => {
  it("no advisory inside the range (20 photos, 2 bedrooms)", () => {
    expect(checkPhotoCount(buildGraderInput({ images: photos(20), bedrooms: 2 }))).toEqual([]);
  });

  it("too few for the size (8 photos, 2 bedrooms)", () => {
    expect(checkPhotoCount(buildGraderInput({ images: photos(8), bedrooms: 2 }))[0]?.message).toBe(
      "Only 8 photos; 20 to 35 suit a 2-bedroom home: show each bedroom, each bathroom, the living space and the outside",
    );
  });

  it("more than guests scroll through (60 photos, a studio) is only info", () => {
    const [advisory] = checkPhotoCount(buildGraderInput({ images: photos(60), bedrooms: 0 }));
    expect(advisory?.severity).toBe("info");
    expect(advisory?.message).toBe(
      "60 photos is more than guests scroll through; 15 to 25 suit a studio: keep the best",
    );
  });

  it("no photos on a scraped listing is a warning; pasted text has no photos to judge", () => {
    expect(checkPhotoCount(buildGraderInput({}))[0]?.message).toMatch(/^No photos found/);
    expect(checkPhotoCount(buildGraderInput({ _source: "manual" }))).toEqual([]);
  });
});

describe("checkMarketplaceRules", () => {
  it("a title past Airbnb's 50 characters and past the 32 that phones show", () => {
    const ids = checkMarketplaceRules(
      buildGraderInput({ title: "Sunny two bedroom flat close to everything you need" }),
      "airbnb",
    );
    expect(ids.map((advisory) => advisory.id)).toEqual(["title-length", "title-mobile-preview"]);
  });

  it("a 40-character title only gets the mobile note", () => {
    const advisories = checkMarketplaceRules(
      buildGraderInput({ title: "Quiet studio near the river and old town" }),
      "airbnb",
    );
    expect(advisories).toEqual([
      {
        id: "title-mobile-preview",
        field: "title",
        severity: "info",
        message:
          "Phones show about the first 32 characters (“Quiet studio near the river and…”): put what matters most first",
      },
    ]);
  });

  it("content rules in the description: a phone number and another platform's name", () => {
    const input = buildGraderInput({ description: "Also on Vrbo. Text me at +1 415 555 0132 for a discount." });
    expect(checkMarketplaceRules(input, "airbnb").map((advisory) => advisory.message)).toEqual([
      "Remove the phone number “+1 415 555 0132” from your description: guests must contact you through Airbnb",
      "Remove “Vrbo” from your Airbnb description: listings may not name other platforms",
    ]);
  });
});

describe("checkUnlistedAmenities", () => {
  it("the description mentions a hot tub but the amenities list lacks it", () => {
    expect(
      checkUnlistedAmenities(buildGraderInput({ description: "Private hot tub on the deck", amenities: ["Wifi"] })),
    ).toEqual([
      {
        id: "unlisted-amenity",
        field: "amenities",
        severity: "warning",
        message: "Your description mentions a hot tub (“hot tub”) but your amenities list lacks it",
      },
    ]);
  });

  it('nothing when the list has it under another name ("Jacuzzi")', () => {
    expect(
      checkUnlistedAmenities(buildGraderInput({ description: "Private hot tub", amenities: ["Jacuzzi"] })),
    ).toEqual([]);
  });

  it('a negation is not a mention: "no pool", "without a washing machine", "no access to kitchen"', () => {
    const input = buildGraderInput({
      description: "Note: no pool on site, no access to kitchen, and we are without a washing machine.",
    });
    expect(checkUnlistedAmenities(input)).toEqual([]);
  });

  it('loose words are not mentions: "coffee shops", "street parking", "a gym nearby", a "pool table"', () => {
    const input = buildGraderInput({
      description: "Coffee shops below, street parking, a gym nearby, a full-sized Pool Table.",
    });
    expect(checkUnlistedAmenities(input)).toEqual([]);
  });
});

describe("advisories do not change the score", () => {
  it("a phone number instead of three plain words changes the advisories, not the score", () => {
    const base = { title: "Quiet studio near the river and the old town", amenities: ["Wifi", "Kitchen"], rating: 4.7 };
    const clean = gradeListing({ ...base, description: "Call the host team through the app for tips." });
    const phone = gradeListing({ ...base, description: "Call 415 555 0132 through the app for tips." });
    expect(phone.breakdown).toEqual(clean.breakdown);
    expect(phone.overallScore).toBe(clean.overallScore);
    expect(phone.advisories.length).toBe(clean.advisories.length + 1);
  });

  it("checkAdvisories lists marketplace rules, then amenities, then photos", () => {
    const input = buildGraderInput({ title: "🌊 Beach flat", description: "Hot tub!", bedrooms: 1 });
    expect(checkAdvisories(input).map((advisory) => advisory.id)).toEqual([
      "no-emojis",
      "unlisted-amenity",
      "photo-count",
    ]);
  });
});
