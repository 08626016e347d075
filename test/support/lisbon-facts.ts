import type { PropertyFacts } from "../../core/writer/property-facts";

/** A two-bedroom flat in Lisbon's Alfama: the facts the writer's API tests, the benches and the e2e screenshots use. */
export const LISBON_FACTS: PropertyFacts = {
  propertyType: "Entire rental unit",
  roomType: "entire_home",
  location: { city: "Lisbon", country: "Portugal", neighborhood: "Alfama" },
  bedrooms: 2,
  beds: 3,
  bathrooms: 1,
  accommodates: 4,
  amenities: ["Wifi", "Kitchen", "Washer", "Air conditioning", "Dedicated workspace", "Coffee maker", "Hair dryer", "Iron"],
  highlights: ["River view from the living room"],
  idealFor: ["couples", "remote workers"],
  houseRules: { checkIn: "15:00", checkOut: "11:00", smoking: false, pets: false, quietHours: "22:00-08:00" },
  pointsOfInterest: [{ name: "Miradouro de Santa Luzia", category: "sight", distanceMeters: 350 }],
};
