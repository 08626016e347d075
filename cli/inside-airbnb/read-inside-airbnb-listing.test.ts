import { describe, expect, it } from "vitest";
import { listingSchema, type Listing } from "../../core/listing/listing";
import { readAmenityList, readBathroomsText, readHtmlText, readInsideAirbnbListing } from "./read-inside-airbnb-listing";
import { readInsideAirbnbFile } from "./read-inside-airbnb-file";

describe("readInsideAirbnbListing", () => {
  it("maps the columns of a detailed listings row to a normalised listing", () => {
    const listing = readInsideAirbnbListing({
      id: "2992450",
      listing_url: "https://www.airbnb.com/rooms/2992450",
      name: "Luxury 2 bedroom apartment",
      description: "Quiet.<br /><br /><b>The space</b><br />Two blocks &amp; more",
      neighbourhood: "Albany, New York, United States",
      picture_url: "https://a0.muscache.com/pictures/1.jpg",
      host_name: "Kenneth",
      host_is_superhost: "t",
      review_scores_rating: "4.56",
      number_of_reviews: "9",
      property_type: "Entire rental unit",
      room_type: "Entire home/apt",
      accommodates: "4",
      bedrooms: "2",
      beds: "",
      bathrooms: "",
      bathrooms_text: "1.5 shared baths",
      amenities: '["Wifi", "Kitchen"]',
    });
    expect(listingSchema.parse(listing)).toMatchObject({
      title: "Luxury 2 bedroom apartment",
      description: "Quiet.\n\nThe space\nTwo blocks & more",
      location: "Albany, New York, United States",
      images: ["https://a0.muscache.com/pictures/1.jpg"],
      amenities: ["Wifi", "Kitchen"],
      hostData: { name: "Kenneth", isSuperHost: true },
      rating: 4.56,
      reviews: 9,
      accommodates: 4,
      bedrooms: 2,
      beds: null,
      bathrooms: 1.5,
      bathroomAccess: "shared",
      _source: "api",
    });
  });

  it("reads whose the bathrooms are from bathrooms_text, and nothing from a text that does not say", () => {
    const access = (text: string) => readInsideAirbnbListing({ id: "1", bathrooms_text: text }).bathroomAccess;
    expect(["1 private bath", "Private half-bath", "1 shared bath", "1.5 shared baths", "Shared half-bath"].map(access)).toEqual([
      "private",
      "private",
      "shared",
      "shared",
      "shared",
    ]);
    for (const text of ["2 baths", "1 bath", "Half-bath", ""]) {
      expect(readInsideAirbnbListing({ id: "1", bathrooms_text: text })).not.toHaveProperty("bathroomAccess");
    }
    expect(readInsideAirbnbListing({ id: "1" })).not.toHaveProperty("bathroomAccess");
  });

  it("reads bathroom texts, amenity lists and HTML entities", () => {
    expect(["1 bath", "Half-bath", "Shared half-bath", "0 baths", ""].map(readBathroomsText)).toEqual([1, 0.5, 0.5, 0, null]);
    expect(readAmenityList("not json")).toEqual([]);
    expect(readAmenityList('["Wifi", 3]')).toEqual(["Wifi"]);
    expect(readHtmlText("caf&#233; &#x2013; &quot;near&quot; &unknown;")).toBe('café – "near" &unknown;');
  });

  it("reads every row of both fixture files as a valid listing, a bathroom access where bathrooms_text gives one", () => {
    // [private, shared, neither]: every "private"/"shared" bathrooms_text of the files, and no entire home among them.
    for (const [file, rows, accesses] of [
      ["fixtures/inside-airbnb/albany-ny_listings_2024-11-05.csv.gz", 421, [27, 69, 325]],
      ["fixtures/inside-airbnb/antwerp_listings_2024-06-29_minus-heldout.csv.gz", 2570, [99, 158, 2313]],
    ] as const) {
      const listings = readInsideAirbnbFile(file);
      expect(listings).toHaveLength(rows);
      for (const listing of listings) expect(listingSchema.safeParse(listing).success).toBe(true);
      expect(listings.filter((l) => l.amenities.length > 0).length).toBeGreaterThan(rows * 0.9);
      const count = (access: Listing["bathroomAccess"]) => listings.filter((l) => l.bathroomAccess === access).length;
      expect([count("private"), count("shared"), count(undefined)]).toEqual(accesses);
      expect(listings.some((l) => l.roomType === "Entire home/apt" && l.bathroomAccess !== undefined)).toBe(false);
    }
  });
});
