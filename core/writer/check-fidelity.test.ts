import { describe, expect, it } from "vitest";
import { checkFidelity } from "./check-fidelity";
import type { ListingPoint, ListingTexts } from "./generated-listing";
import type { PropertyFacts } from "./property-facts";
import { createFacts, createPoint, createTexts } from "../../test/support/writer/create-facts";

function failures(texts: ListingTexts, facts: PropertyFacts = createFacts(), points: ListingPoint[] = []) {
  return checkFidelity(texts, facts, points).filter((check) => !check.passed);
}

function failureOf(id: string, texts: ListingTexts, facts?: PropertyFacts, points?: ListingPoint[]) {
  return failures(texts, facts, points).find((check) => check.id === id);
}

const POINTS = [
  createPoint(),
  createPoint({ name: "Santa Apolónia", category: "transit", distanceMeters: 650, walkMinutes: 8 }),
  createPoint({ name: "Praça do Comércio", category: "sight", distanceMeters: 1240, walkMinutes: 16 }),
];

describe("checkFidelity on honest texts", () => {
  it("passes all four checks, listing them as passed", () => {
    const checks = checkFidelity(createTexts(), createFacts(), POINTS);
    expect(checks.map((check) => [check.id, check.passed])).toEqual([
      ["facts-amenities", true],
      ["facts-distances", true],
      ["facts-room-counts", true],
      ["facts-places", true],
    ]);
  });

  it("accepts amenities in the host's words, points at their distances and rounded walking times", () => {
    const texts = createTexts({
      summary: "Fast wifi, a washing machine and a Nespresso coffee maker, with a balcony for breakfast outside.",
      sections: {
        neighborhood: "Miradouro de Santa Luzia is 300 m away, a 4-minute walk; Praça do Comércio is 1.2 km, 16 minutes on foot.",
        gettingAround: "Santa Apolónia station is about 650 m from the door, an 8-minute walk.",
      },
    });
    expect(failures(texts, createFacts(), POINTS)).toEqual([]);
  });

  it("does not read negations and house rules as claims", () => {
    const texts = createTexts({
      sections: {
        notes: "No pets, no smoking and no parties. There is no hot tub or pool. A TV is not provided. Pets are not allowed.",
      },
      houseRules: ["No pets", "No smoking", "No parties or events"],
    });
    expect(failures(texts)).toEqual([]);
  });

  it("does not take a place named after a feature for the feature", () => {
    const points = [createPoint({ name: "Lisboa Beach Club", category: "nightlife", distanceMeters: 900, walkMinutes: 11 })];
    const texts = createTexts({ sections: { neighborhood: "Lisboa Beach Club is 900 m away." } });
    expect(failures(texts, createFacts(), points)).toEqual([]);
  });

  it("allows pets when the house rules allow them", () => {
    const facts = createFacts({ houseRules: { pets: true } });
    expect(failures(createTexts({ houseRules: ["Pets allowed"] }), facts)).toEqual([]);
    expect(failureOf("facts-amenities", createTexts({ houseRules: ["Pets allowed"] }))?.message).toContain("“pets allowed”");
  });
});

describe("checkFidelity catches what a writer invented", () => {
  it("a hot tub the facts do not have, naming it and where it is", () => {
    const texts = createTexts({ summary: "Unwind in the private hot tub after a day in Lisbon." });
    expect(failureOf("facts-amenities", texts)?.message).toBe(
      "Your listing mentions “private hot tub” (the summary), which your amenities and highlights do not include: remove it, or add it to your facts if the home has it",
    );
  });

  it("free parking when the home only has street parking", () => {
    const facts = createFacts({ amenities: ["Paid street parking off premises"] });
    const texts = createTexts({ sections: { gettingAround: "Free parking on the premises." } });
    expect(failureOf("facts-amenities", texts, facts)?.message).toContain("“free parking on the premises”");
  });

  it("a wrong distance and a walking time no point has", () => {
    const texts = createTexts({
      sections: { neighborhood: "The beach is 300 m away.", gettingAround: "Santa Apolónia is a 2-minute walk; the airport is a 10-minute drive." },
    });
    const points = [createPoint({ distanceMeters: 1500, walkMinutes: 19 })];
    const message = failureOf("facts-distances", texts, createFacts(), points)?.message;
    expect(message).toBe(
      "Your listing gives “300 m” (“The neighborhood”), “2-minute walk” (“Getting around”), “10-minute drive” (“Getting around”), which no point of interest backs: use the distances of the places found around the home",
    );
  });

  it("miles are converted and compared with the points", () => {
    const points = [createPoint({ distanceMeters: 3200, walkMinutes: 40 })];
    const honest = createTexts({ sections: { neighborhood: "The park is 2 miles away." } });
    expect(failureOf("facts-distances", honest, createFacts(), points)).toBeUndefined();
    const invented = createTexts({ sections: { neighborhood: "The park is 5 miles away." } });
    expect(failureOf("facts-distances", invented, createFacts(), points)?.message).toContain("“5 miles”");
  });

  it("a wrong bedroom count, a bed count above the facts and more guests than allowed", () => {
    const texts = createTexts({
      titles: ["Private 3-Bedroom Flat in Alfama", "Alfama Flat", "Lisbon Flat"],
      sections: { space: "Three bedrooms, 4 queen beds and room for 6 guests." },
    });
    const message = failureOf("facts-room-counts", texts)?.message ?? "";
    expect(message).toContain("“3-Bedroom” (the facts give 2 bedrooms) (the titles)");
    expect(message).toContain("“Three bedrooms” (the facts give 2 bedrooms)");
    expect(message).toContain("“4 queen beds” (the facts give 3 beds)");
    expect(message).toContain("“6 guests” (the facts give room for 4 guests)");
  });

  it("a booked room's bathroom called private when the facts do not say so, or shared when they call it private", () => {
    const room = createFacts({ roomType: "private_room", propertyType: "Private room in home", bedrooms: 1, beds: 1, bathrooms: 1 });
    const ensuite = createTexts({ sections: { space: "Your room has 1 bed and a private bathroom; the bathroom is yours alone." } });
    const unsaid = failureOf("facts-room-counts", ensuite, room)?.message ?? "";
    expect(unsaid).toContain("“private bathroom” (the facts give no word on whether the bathroom is shared) (“The space”)");
    expect(unsaid).toContain("“bathroom is yours”");
    expect(failureOf("facts-room-counts", ensuite, { ...room, bathroomAccess: "shared" })?.message).toContain("(the facts give a shared bathroom)");
    expect(failureOf("facts-room-counts", ensuite, { ...room, bathroomAccess: "private" })).toBeUndefined();

    const shared = createTexts({ sections: { space: "Your room has 1 bed; you share the bathroom with one other guest." } });
    expect(failureOf("facts-room-counts", shared, { ...room, bathroomAccess: "private" })?.message).toContain("“share the bathroom” (the facts give a private bathroom)");
    expect(failureOf("facts-room-counts", shared, { ...room, bathroomAccess: "shared" })).toBeUndefined();
    expect(failureOf("facts-room-counts", shared, room)).toBeUndefined();
    // The host's own highlight backs it.
    expect(failureOf("facts-room-counts", ensuite, { ...room, highlights: ["A private bathroom with a rain shower"] })).toBeUndefined();
    // An entire home's bathrooms are its guests' own, whatever the text says of them.
    expect(failureOf("facts-room-counts", ensuite, createFacts())).toBeUndefined();
  });

  it("a place that is neither a point nor the location", () => {
    const texts = createTexts({ sections: { neighborhood: "You are close to Belém Tower and near the Alfama streets." } });
    expect(failureOf("facts-places", texts, createFacts(), POINTS)?.message).toBe(
      "Your listing names “Belém Tower” (“The neighborhood”), which is not your location or one of your points of interest: remove it, or add it as a point of interest",
    );
  });
});

describe("checkFidelity keeps false positives low", () => {
  it("lets a private room describe the house it is in, and reads compass points and possessives as no places", () => {
    const facts = createFacts({ roomType: "private_room", propertyType: "Private room in home", bedrooms: 1, beds: 1 });
    const texts = createTexts({
      summary: "A private room in a 4-bedroom house in Alfama, Lisbon.",
      sections: {
        space: "Your room has 1 bed; the house has 1 bathroom.",
        neighborhood: "Lisbon's old streets run down to the East of the flat.",
      },
    });
    expect(failures(texts, facts)).toEqual([]);
  });
});
