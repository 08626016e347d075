import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseListingHtml } from "./parse-listing-html";
import { parseListingJson } from "./parse-listing-json";
import { attachReviews, parseReviewsResponse } from "./parse-reviews-response";
import { parseStaysPdpSections } from "./parse-stays-pdp-sections";

const read = (path: string) => readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), "utf8");
const apiResponse: unknown = JSON.parse(read("scraper-json/airbnb-co-in_api-v3_StaysPdpSections_19861171_2025-02.json"));

describe("StaysPdpSections API response (airbnb.co.in, listing 19861171)", () => {
  const listing = parseListingJson(apiResponse);

  it("is one listing with the values the page shows", () => {
    if (Array.isArray(listing)) throw new Error("expected one listing");
    expect(listing).toMatchObject({
      id: "19861171",
      url: "https://www.airbnb.com/rooms/19861171",
      title: "Nimman Private Pool Villa near MAYA & One Nimman",
      rating: 4.84,
      reviews: 135,
      host: "Jane",
      accommodates: 12,
      bedrooms: 4,
      beds: 9,
      bathrooms: 4,
      propertyType: "Entire home",
      roomType: "Entire home/apt",
      location: "Tambon Su Thep",
      isGuestFavorite: false,
      qualityScore: null,
      _source: "api",
    });
    expect(listing.hostData).toMatchObject({ name: "Jane", isSuperHost: true });
    expect(listing.hostData.about).toMatch(/^Hello everyone, I am Jane\./);
    expect(listing.description).toMatch(/^A Private Pool Villa at Chiangmai most iconic and gem spot\.\n- Well designed of living harmonized/);
    expect(listing.images).toHaveLength(20);
  });

  it("an entire home's '4 baths' say nothing of whose they are", () => {
    expect(listing).not.toHaveProperty("bathroomAccess");
  });

  it("lists the 65 available amenities and not the 'Not included' ones", () => {
    if (Array.isArray(listing)) throw new Error("expected one listing");
    expect(listing.amenities).toHaveLength(65);
    expect(listing.amenities).toContain("Private outdoor pool – available all year, open specific hours, saltwater");
    expect(listing.amenities).not.toContain("Smoke alarm");
    expect(listing.amenities).not.toContain("Dryer");
  });

  it("reads the listing highlights", () => {
    if (Array.isArray(listing)) throw new Error("expected one listing");
    expect(listing.highlights).toEqual(["20-min drive to Doi Suthep-Pui National Park", "Designed for staying cool", "Free cancellation for 48 hours"]);
  });

  it("takes the reviews of the matching StaysPdpReviewsQuery response", () => {
    if (Array.isArray(listing)) throw new Error("expected one listing");
    const [group] = parseReviewsResponse(JSON.parse(read("scraper-json/airbnb-co-in_api-v3_StaysPdpReviewsQuery_19861171_2025-02.json")));
    const withReviews = attachReviews(listing, group?.reviews ?? []);
    expect(withReviews.reviewsData).toHaveLength(24);
    expect(withReviews.reviewsData[0]).toMatchObject({ author: "Brian", date: "2025-01-23T08:51:06Z", rating: 5 });
    expect(withReviews.reviewsData[0]?.text).toMatch(/^The location could not be better in a quiet community/);
    expect(withReviews.reviewsData[1]?.text).toBe("環境超棒\n房東人很nice");
    expect(attachReviews(withReviews, group?.reviews ?? []).reviewsData).toHaveLength(24);
  });

  it("returns null for a payload without sections (a deferred or skipped entry)", () => {
    expect(parseStaysPdpSections({ deferred: true })).toBeNull();
    expect(parseStaysPdpSections({ data: { presentation: { stayProductDetailPage: { sections: { sections: [] } } } } })).toBeNull();
  });
});

describe("server-rendered page with embedded data (airbnb.it, listing 1438101512728990114)", () => {
  const listing = parseListingHtml(read("airbnb-html/airbnb-it_rooms_1438101512728990114_2026-05_raw-ssr.html"));

  it("reads the listing from niobeClientData although nothing is rendered", () => {
    expect(listing).toMatchObject({
      id: "1438101512728990114",
      url: "https://www.airbnb.com/rooms/1438101512728990114",
      title: "Bellissima suite con bagno privato, in villa",
      rating: 4.9,
      reviews: 10,
      host: "Davide",
      accommodates: 2,
      bedrooms: 1,
      beds: 1,
      propertyType: "Stanza privata in casa",
      roomType: "Private room",
      location: "Milano",
      locationSubtitle: "Milano, Lombardia, Italia",
      _source: "api",
    });
    expect(listing.hostData.isSuperHost).toBe(false);
    expect(listing.hostData.about).toMatch(/^Ciao, sono Davide/);
    expect(listing.description).toMatch(/^Splendida suite con bagno privato in una villa di design nel cuore di Porta Romana, a pochi passi da Fondazione Prada/);
    expect(listing.images).toHaveLength(17);
  });

  it("reads 'Bagno di servizio privato' (a private half-bath) as 0.5 bathrooms, private", () => {
    expect(listing.bathrooms).toBe(0.5);
    expect(listing.bathroomAccess).toBe("private");
  });

  it("marks the guest favourite and invents nothing the page lacks", () => {
    expect(listing.isGuestFavorite).toBe(true);
    expect(listing.amenities).toEqual([]); // the page defers its amenities section
    expect(listing.reviewsData).toEqual([]); // and loads review texts later
    expect(listing.highlights).toEqual([]);
    expect(listing.price).toBe("");
    expect(listing.qualityScore).toBeNull();
  });
});
