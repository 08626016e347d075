import type { ListingPoint, ListingTexts } from "../../../core/writer/generated-listing";
import type { PropertyFacts } from "../../../core/writer/property-facts";

/** A two-bedroom flat in Lisbon, with overrides: the facts most writer tests start from. */
export function createFacts(overrides: Partial<PropertyFacts> = {}): PropertyFacts {
  return {
    propertyType: "Entire rental unit",
    roomType: "entire_home",
    location: { city: "Lisbon", country: "Portugal", neighborhood: "Alfama" },
    bedrooms: 2,
    beds: 3,
    bathrooms: 1,
    accommodates: 4,
    amenities: ["Wifi", "Kitchen", "Washer", "Dedicated workspace", "Patio or balcony", "Coffee maker: Nespresso"],
    houseRules: { checkIn: "15:00", checkOut: "11:00", pets: false, smoking: false },
    ...overrides,
  };
}

export function createPoint(overrides: Partial<ListingPoint> = {}): ListingPoint {
  return {
    name: "Miradouro de Santa Luzia",
    category: "sight",
    distanceMeters: 300,
    walkMinutes: 4,
    source: "openstreetmap",
    ...overrides,
  };
}

/** Listing texts with every field filled with plain, honest words; override the field under test. */
export function createTexts(overrides: Partial<Omit<ListingTexts, "sections">> & { sections?: Partial<ListingTexts["sections"]> } = {}): ListingTexts {
  const { sections, ...rest } = overrides;
  return {
    titles: ["Private 2-Bedroom Flat in Alfama with Wifi", "Alfama Flat with Balcony", "Lisbon Flat for 4"],
    summary: "A two-bedroom flat in Alfama, Lisbon, for up to 4 guests.",
    sections: {
      space: "The flat has 2 bedrooms, 3 beds and 1 bathroom.",
      guestAccess: "The whole flat is yours.",
      neighborhood: "The flat is in Alfama, Lisbon.",
      gettingAround: "Plan your route once you have the address.",
      notes: "Check-in is from 15:00.",
      ...sections,
    },
    houseRules: ["Check-in after 15:00", "No smoking", "No pets"],
    seoKeywords: ["Alfama flat", "Lisbon", "wifi"],
    ...rest,
  };
}
