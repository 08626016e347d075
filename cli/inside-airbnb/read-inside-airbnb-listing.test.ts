import { describe, expect, it } from "vitest";
import { listingSchema } from "../../core/listing/listing";
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
      _source: "api",
    });
  });

  it("reads bathroom texts, amenity lists and HTML entities", () => {
    expect(["1 bath", "Half-bath", "Shared half-bath", "0 baths", ""].map(readBathroomsText)).toEqual([1, 0.5, 0.5, 0, null]);
    expect(readAmenityList("not json")).toEqual([]);
    expect(readAmenityList('["Wifi", 3]')).toEqual(["Wifi"]);
    expect(readHtmlText("caf&#233; &#x2013; &quot;near&quot; &unknown;")).toBe('café – "near" &unknown;');
  });

  it("reads every row of both fixture files as a valid listing", () => {
    for (const [file, rows] of [
      ["fixtures/inside-airbnb/albany-ny_listings_2024-11-05.csv.gz", 421],
      ["fixtures/inside-airbnb/antwerp_listings_2024-06-29_minus-heldout.csv.gz", 2570],
    ] as const) {
      const listings = readInsideAirbnbFile(file);
      expect(listings).toHaveLength(rows);
      for (const listing of listings) expect(listingSchema.safeParse(listing).success).toBe(true);
      expect(listings.filter((l) => l.amenities.length > 0).length).toBeGreaterThan(rows * 0.9);
    }
  });
});
