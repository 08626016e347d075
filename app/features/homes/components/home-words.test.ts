import { describe, expect, it } from "vitest";
import type { HomeListing } from "../../../../contracts/homes";
import { countListings, describePlace, describeRooms, describeScore, groupListings, newestReadyListing } from "./home-words";

const listing = (id: string, overrides: Partial<HomeListing> = {}): HomeListing => ({
  id,
  status: "ready",
  title: `Listing ${id}`,
  marketplace: "airbnb",
  language: "en",
  overallScore: 70,
  createdAt: "2026-11-20T10:00:00.000Z",
  ...overrides,
});

describe("the words of a home", () => {
  it("counts the rooms, with a room's bathroom private or shared when the host said so", () => {
    const room = { roomType: "private_room", bedrooms: 1, beds: 1, bathrooms: 1 } as const;
    expect(describeRooms({ ...room, bathroomAccess: "shared" })).toBe("1 bedroom · 1 bed · 1 shared bathroom");
    expect(describeRooms({ ...room, bathrooms: 2, bathroomAccess: "private" })).toBe("1 bedroom · 1 bed · 2 private bathrooms");
    expect(describeRooms(room)).toBe("1 bedroom · 1 bed · 1 bathroom");
  });

  it("says no bathroom access for an entire place or a room without a bathroom", () => {
    expect(describeRooms({ roomType: "entire_home", bedrooms: 2, beds: 3, bathrooms: 1.5, bathroomAccess: "shared" })).toBe("2 bedrooms · 3 beds · 1.5 bathrooms");
    expect(describeRooms({ roomType: "shared_room", bedrooms: 0, beds: 1, bathrooms: 0, bathroomAccess: "shared" })).toBe("0 bedrooms · 1 bed · 0 bathrooms");
  });

  it("says what the home is and where, leaving out an empty part", () => {
    expect(describePlace({ propertyType: "Entire rental unit", city: "Lisbon" })).toBe("Entire rental unit · Lisbon");
    expect(describePlace({ propertyType: "Entire rental unit", city: " " })).toBe("Entire rental unit");
  });

  it("counts listings in words, one and many", () => {
    expect(countListings(0)).toBe("0 listings");
    expect(countListings(1)).toBe("1 listing");
    expect(countListings(3)).toBe("3 listings");
  });

  it("gives a score the grader's word at each threshold", () => {
    expect(describeScore(80)).toBe("80 · Excellent");
    expect(describeScore(79)).toBe("79 · Good");
    expect(describeScore(64)).toBe("64 · Average");
    expect(describeScore(39)).toBe("39 · Needs Work");
  });
});

describe("groupListings", () => {
  it("groups by marketplace and language, newest group first, older listings as earlier versions", () => {
    const groups = groupListings([
      listing("c", { marketplace: "booking" }),
      listing("b"),
      listing("b-pt", { language: "pt" }),
      listing("a"),
    ]);
    expect(groups.map((g) => [g.title, g.latest.id, g.earlier.map((l) => l.id)])).toEqual([
      ["Booking.com · English", "c", []],
      ["Airbnb · English", "b", ["a"]],
      ["Airbnb · Portuguese", "b-pt", []],
    ]);
  });

  it("gives no group for a home without listings", () => {
    expect(groupListings([])).toEqual([]);
  });
});

describe("newestReadyListing", () => {
  it("skips listings still being written or failed", () => {
    expect(newestReadyListing([listing("x", { status: "generating" }), listing("y", { status: "failed" }), listing("z")])?.id).toBe("z");
    expect(newestReadyListing([listing("x", { status: "failed" })])).toBeUndefined();
  });
});
