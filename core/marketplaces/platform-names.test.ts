import { describe, expect, it } from "vitest";
import { findCliches } from "./cliches";
import { findOtherPlatforms } from "./platform-names";

describe("findOtherPlatforms", () => {
  it("finds other platforms' names, in their common spellings", () => {
    expect(findOtherPlatforms("Also on VRBO, Air BnB and booking.com; 5 stars on TripAdvisor", "airbnb")).toEqual([
      "VRBO",
      "booking.com",
      "TripAdvisor",
    ]);
  });

  it("allows the targeted marketplace's own name (HomeAway is Vrbo's old name)", () => {
    expect(findOtherPlatforms("Airbnb Plus home", "airbnb")).toEqual([]);
    expect(findOtherPlatforms("A Vrbo Premier Host, formerly on HomeAway", "vrbo")).toEqual([]);
    expect(findOtherPlatforms("Genius on Booking.com", "booking")).toEqual([]);
  });

  it('names Airbnb as another platform on Vrbo, "Air B&B" included', () => {
    expect(findOtherPlatforms("Superhost on Air B&B", "vrbo")).toEqual(["Air B&B"]);
  });

  it('"booking" as a word, "airbnbs" inside a word and "Expedition" are not names', () => {
    expect(findOtherPlatforms("Booking is easy. Expedition gear welcome.", "airbnb")).toEqual([]);
  });
});

describe("findCliches", () => {
  it("finds DESIGN.md's stock phrases as written", () => {
    expect(findCliches("Nestled in the heart of Lisbon, this hidden gem is an OASIS")).toEqual([
      "Nestled",
      "OASIS",
      "in the heart of",
      "hidden gem",
    ]);
  });

  it("matches across line breaks and either apostrophe", () => {
    expect(findCliches("a stone’s throw from the beach, a home away\nfrom home")).toEqual([
      "home away\nfrom home",
      "a stone’s throw",
    ]);
  });

  it('leaves plain writing alone ("heart" alone, "oases")', () => {
    expect(findCliches("Close to the heart of town? No: 10 minutes by tram. Palm oases nearby.")).toEqual([]);
  });
});

describe("findOtherPlatforms: real-text traps", () => {
  it('the cliché "home away from home" is not HomeAway, the brand is', () => {
    expect(findOtherPlatforms("Your home away from home in Albany", "airbnb")).toEqual([]);
    expect(findOtherPlatforms("Also listed on HomeAway", "airbnb")).toEqual(["HomeAway"]);
  });
});
