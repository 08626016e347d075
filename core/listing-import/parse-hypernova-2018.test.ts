import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectHtmlFormats, parseListingHtml } from "./parse-listing-html";

const html = readFileSync(new URL("../../fixtures/airbnb-html/airbnb-co-uk_rooms_19278160_2018-01_hypernova.htm", import.meta.url), "utf8");

describe("2018 hypernova page (airbnb.co.uk, listing 19278160)", () => {
  const listing = parseListingHtml(html);

  it("is found in the spaspabundlejs script", () => {
    expect(detectHtmlFormats(html)).toEqual(["hypernova-2018"]);
  });

  it("reads what the page showed", () => {
    expect(listing).toMatchObject({
      id: "19278160",
      url: "https://www.airbnb.com/rooms/19278160",
      title: "York Place: Luxurious  apartment For Two adults.",
      rating: 5,
      reviews: 32,
      host: "Maureen",
      accommodates: 2,
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      propertyType: "Entire flat",
      roomType: "Entire home/apt",
      location: "Edinburgh",
      locationSubtitle: "Edinburgh, Scotland, United Kingdom",
      highlights: [],
      isGuestFavorite: false,
      _source: "api",
    });
    expect(listing.hostData).toMatchObject({ name: "Maureen", isSuperHost: false });
    expect(listing.hostData.about).toMatch(/^I own classical stringed instrument shops in London and Edinburgh/);
    expect(listing.description).toMatch(/^This is a stunning self contained suite situated on prestigious York Place/);
    expect(listing.images).toHaveLength(39);
    expect(listing).not.toHaveProperty("bathroomAccess"); // "1 bath" says nothing of whose it is
  });

  it("lists only the 14 amenities marked present (of 74 known)", () => {
    expect(listing.amenities).toHaveLength(14);
    expect(listing.amenities.slice(0, 3)).toEqual(["Kitchen", "Wireless Internet", "Hair dryer"]);
    expect(listing.amenities).not.toContain("Elevator in Building");
  });

  it("reads the 7 reviews on the page, first one first", () => {
    expect(listing.reviewsData).toHaveLength(7);
    expect(listing.reviewsData[0]).toMatchObject({ author: "Alex", date: "2018-01-25T15:36:33Z", rating: null });
    expect(listing.reviewsData[0]?.text).toMatch(/^We had a great time staying at Maureen's flat\./);
  });
});
