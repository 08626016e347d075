import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listingSchema, type Listing } from "../listing/listing";
import { parseListingJson } from "./parse-listing-json";

/** The Apify tri_angle/airbnb-scraper export: 199 Barcelona listings, labels in Romanian (locale ro-RO). */
const raw: unknown = JSON.parse(
  readFileSync(new URL("../../fixtures/scraper-json/apify_tri_angle-airbnb-scraper_barcelona_2025-08-26_199-listings.json", import.meta.url), "utf8"),
);
const parsed = parseListingJson(raw);
const listings: Listing[] = Array.isArray(parsed) ? parsed : [parsed];
const byId = (id: string): Listing => {
  const found = listings.find((listing) => listing.id === id);
  if (!found) throw new Error(`listing ${id} missing`);
  return found;
};

describe("Apify airbnb-scraper export", () => {
  it("parses all 199 listings into valid normalised listings, in order", () => {
    expect(listings).toHaveLength(199);
    for (const listing of listings) {
      expect(listingSchema.safeParse(listing).success).toBe(true);
      expect(listing.id).toMatch(/^\d+$/);
      expect(listing.url).toBe(`https://www.airbnb.com/rooms/${listing.id}`);
      expect(listing.title).not.toBe("");
      expect(listing._source).toBe("api");
    }
    expect(listings[0]?.id).toBe("45679907");
  });

  it("a hotel room: 2 oaspeți · 1 dormitor · 1 pat · 1 baie comună, 19 available amenities", () => {
    expect(byId("45679907")).toMatchObject({
      title: "SmartRoom 2* - Cameră dublă cu baie privată",
      rating: 4.75,
      reviews: 162,
      host: "SmartRoom",
      accommodates: 2,
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      propertyType: "Cameră în hotel",
      roomType: "Private room",
      location: "Barcelona",
      locationSubtitle: "Barcelona, Catalunya, Spania",
      price: "1.597 lei pentru 2 nopți",
      isGuestFavorite: false,
      qualityScore: null,
    });
    const listing = byId("45679907");
    expect(listing.hostData.isSuperHost).toBe(false);
    expect(listing.amenities).toHaveLength(19);
    expect(listing.highlights.slice(0, 2)).toEqual(["Check-in independent", "Comunicare foarte bună cu gazda"]);
  });

  it("a room with 'Toaletă comună' (a shared half-bath) and a Superhost", () => {
    const listing = byId("937775477347432053");
    expect(listing).toMatchObject({ title: "Potrivită pentru familii și primitoare", rating: 4.87, reviews: 45, host: "Alicia", accommodates: 2, bedrooms: 1, beds: 1, bathrooms: 0.5 });
    expect(listing.hostData.isSuperHost).toBe(true);
    expect(listing.amenities).toHaveLength(53);
  });

  it("a studio ('Garsonieră') without any bed label: 0 bedrooms, beds unknown", () => {
    const listing = byId("51201977");
    expect(listing).toMatchObject({ title: "Catalonia Sagrada Familia 3* Hotel - Cameră dublă", rating: 4.43, reviews: 1534, accommodates: 2, bedrooms: 0, beds: null, bathrooms: 1 });
    expect(listing.amenities).toHaveLength(11);
  });

  it("an entire home: 4 oaspeți · 1 dormitor · 2 paturi · 2 băi", () => {
    const listing = byId("1338956");
    expect(listing).toMatchObject({ title: "Loft Camp Nou de la Glasir Homes", rating: 4.78, reviews: 68, host: "Marta", accommodates: 4, bedrooms: 1, beds: 2, bathrooms: 2, roomType: "Entire home/apt" });
    expect(listing.hostData.isSuperHost).toBe(true);
    expect(listing.amenities).toHaveLength(42);
  });

  it("the home's bathrooms from the sharing title when the room line says only 'Baie comună': 2,5 băi", () => {
    expect(byId("1007834347793725460").bathrooms).toBe(2.5);
    expect(byId("1197675328429574573").bathrooms).toBe(0); // "0 băi comune"
  });

  it("whose the bathrooms are, from the room line or the sharing title: 120 shared, 25 private, none for the 50 entire homes", () => {
    const count = (access: Listing["bathroomAccess"]) => listings.filter((listing) => listing.bathroomAccess === access).length;
    expect([count("shared"), count("private"), count(undefined)]).toEqual([120, 25, 54]);
    expect(listings.filter((l) => l.roomType === "Entire home/apt").every((l) => !("bathroomAccess" in l))).toBe(true);
    expect(byId("937775477347432053").bathroomAccess).toBe("shared"); // "Toaletă comună"
    expect(byId("1007834347793725460").bathroomAccess).toBe("shared"); // "Baie comună", then "2,5 băi"
    expect(byId("1398077497137627867").bathroomAccess).toBe("private"); // "Baie privată și cu acces direct"
    expect(byId("32931496")).toMatchObject({ roomType: "Hotel room", bathroomAccess: "private" }); // "1 baie privată"
    // The labels say "1 baie comună"; the title's "cu baie privată" is not read.
    expect(byId("45679907").bathroomAccess).toBe("shared");
    expect(byId("48035923")).not.toHaveProperty("bathroomAccess"); // "1 baie"
  });

  it("a guest favourite with the golden laurel", () => {
    const listing = byId("1158098593544659914");
    expect(listing).toMatchObject({ title: "Cameră situată central", rating: 4.98, reviews: 82, host: "Ferran", isGuestFavorite: true });
    expect(listing.amenities).toHaveLength(24);
    expect(listings.filter((l) => l.isGuestFavorite)).toHaveLength(23);
  });

  it("a new listing without a rating: rating and review count stay unknown", () => {
    const listing = byId("1493495690688165233");
    expect(listing).toMatchObject({ title: "3.3Quick way to Center & Airport", rating: null, reviews: null, host: "Carlos", accommodates: 2, bathrooms: 1 });
    expect(listing.amenities).toHaveLength(6);
  });

  it("also reads one item on its own, and the spec's scraper shape", () => {
    const first = (raw as unknown[])[0];
    expect(parseListingJson(first)).toMatchObject({ id: "45679907", title: "SmartRoom 2* - Cameră dublă cu baie privată" });
    expect(parseListingJson({ url: "https://www.airbnb.com/rooms/556?adults=1", name: "Named by its URL" })).toMatchObject({ id: "556" });
    const specShape = {
      listingId: "555",
      name: "Cosy flat",
      descriptionText: "Near the park.",
      address: { city: "Lyon", state: "Auvergne-Rhône-Alpes", country: "France" },
      bedrooms: 2,
      bathrooms: 1,
      amenities: ["Wifi", { name: "Kitchen" }, { title: "Washer" }],
      host: { name: "Léa", profilePicture: "https://a0.muscache.com/x.jpg", isSuperhost: true, about: "Hi" },
      reviews: [{ author: { name: "Tom" }, date: "2024-03-01", text: "Great", rating: 5 }],
      reviewsCount: 12,
      rating: 4.8,
      accommodates: 4,
    };
    expect(parseListingJson(specShape)).toMatchObject({
      id: "555",
      title: "Cosy flat",
      description: "Near the park.",
      location: "Lyon",
      locationSubtitle: "Lyon, Auvergne-Rhône-Alpes, France",
      bedrooms: 2,
      bathrooms: 1,
      amenities: ["Wifi", "Kitchen", "Washer"],
      hostData: { name: "Léa", profileImage: "https://a0.muscache.com/x.jpg", isSuperHost: true, about: "Hi" },
      reviewsData: [{ author: "Tom", date: "2024-03-01", text: "Great", rating: 5 }],
      reviews: 12,
      rating: 4.8,
      accommodates: 4,
    });
  });
});
