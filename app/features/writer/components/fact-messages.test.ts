import { describe, expect, it } from "vitest";
import { propertyFactsSchema } from "../../../../core/writer/property-facts";
import { cleanDraft, EMPTY_DRAFT } from "./facts-draft";
import { factFieldErrors, labelOfField } from "./fact-messages";

const issuesOf = (input: unknown) => {
  const parsed = propertyFactsSchema.safeParse(input);
  if (parsed.success) throw new Error("expected the facts to be refused");
  return parsed.error.issues;
};

describe("factFieldErrors", () => {
  it("tells a host what to fill in on an empty form, at each field, in their words", () => {
    const errors = factFieldErrors(issuesOf({}));
    expect(errors).toMatchObject({
      propertyType: "Choose the kind of home, or type your own.",
      roomType: "Choose whether guests get the entire place or a room.",
      accommodates: "Enter how many guests the home sleeps.",
      bedrooms: "Enter the number of bedrooms (0 for a studio).",
      amenities: "Tick at least one amenity, or add your own.",
    });
    expect(Object.values(errors).join(" ")).not.toMatch(/Invalid input|expected|received|undefined/);
  });

  it("names limits in words and puts a list item's message on its list", () => {
    const errors = factFieldErrors(
      issuesOf({
        propertyType: "x".repeat(81),
        roomType: "entire_home",
        location: { city: "Lisbon" },
        bedrooms: 1,
        beds: 1,
        bathrooms: 1.25,
        accommodates: 60,
        amenities: ["Wifi"],
        highlights: ["River view", "y".repeat(201)],
      }),
    );
    expect(errors).toEqual({
      propertyType: "Keep it to 80 characters.",
      "location.country": "Enter the country the home is in.",
      bathrooms: "Use whole or half numbers, e.g. 1.5.",
      accommodates: "The largest allowed is 50.",
      highlights: "Item 2: Keep it to 200 characters.",
    });
    expect(labelOfField("location.country")).toBe("Country");
  });

  it("marks a nearby place's own field", () => {
    const facts = { propertyType: "Loft", roomType: "entire_home", location: { city: "Lisbon", country: "Portugal" }, bedrooms: 1, beds: 1, bathrooms: 1, accommodates: 2, amenities: [] };
    const errors = factFieldErrors(issuesOf({ ...facts, pointsOfInterest: [{ name: "Time Out Market", category: "food", distanceMeters: 200_000 }] }));
    expect(errors).toEqual({ "pointsOfInterest.0.distanceMeters": "The largest allowed is 100,000." });
    expect(labelOfField("pointsOfInterest.0.distanceMeters")).toBe("Nearby place 1");
  });
});

describe("cleanDraft", () => {
  it("leaves out a place row added and left without a name", () => {
    const cleaned = cleanDraft({ ...EMPTY_DRAFT, pointsOfInterest: [{ name: "  ", category: "food" }, { name: "Alfama viewpoint", category: "sight" }] }) as { pointsOfInterest: unknown[] };
    expect(cleaned.pointsOfInterest).toEqual([{ name: "Alfama viewpoint", category: "sight" }]);
  });

  it("sends a room's bathroom access, and never an entire place's, while the draft keeps the host's choice", () => {
    const draft = { ...EMPTY_DRAFT, bathroomAccess: "shared" as const };
    expect(cleanDraft({ ...draft, roomType: "private_room" })).toMatchObject({ roomType: "private_room", bathroomAccess: "shared" });
    expect(cleanDraft({ ...draft, roomType: "hotel_room" })).toMatchObject({ bathroomAccess: "shared" });
    expect(cleanDraft(draft)).not.toHaveProperty("bathroomAccess");
    expect(draft.bathroomAccess).toBe("shared");
  });
});

describe("bathroom access messages", () => {
  it("names the field and asks for one of its choices when a stored draft holds something else", () => {
    const facts = { propertyType: "Private room in home", roomType: "private_room", location: { city: "Lisbon", country: "Portugal" }, bedrooms: 1, beds: 1, bathrooms: 1, accommodates: 2, amenities: [] };
    expect(factFieldErrors(issuesOf({ ...facts, bathroomAccess: "ensuite" }))).toEqual({ bathroomAccess: "Choose private, shared or not stated." });
    expect(labelOfField("bathroomAccess")).toBe("Bathroom");
  });
});
