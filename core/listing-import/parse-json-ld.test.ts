import { readFileSync } from "node:fs";
import { load } from "cheerio/slim";
import { describe, expect, it } from "vitest";
import { jsonLdObjects } from "./page-data";
import { parseJsonLd } from "./parse-json-ld";

const html = readFileSync(new URL("../../fixtures/airbnb-html/airbnb-it_rooms_1438101512728990114_2026-05_raw-ssr.html", import.meta.url), "utf8");

describe("JSON-LD blocks", () => {
  it("reads Airbnb's VacationRental and Product blocks", () => {
    const listing = parseJsonLd(jsonLdObjects(load(html)));
    expect(listing).toMatchObject({
      id: "1438101512728990114", // from the base64 identifier "DemandStayListing:1438101512728990114"
      title: "Bellissima suite con bagno privato, in villa",
      location: "Milano",
      rating: 4.9,
      reviews: 10,
      accommodates: null, // its occupancy (1) is not the listing's capacity (2): not read
      host: "",
      amenities: [],
    });
    expect(listing?.images).toHaveLength(8);
    expect(listing?.description).toMatch(/^Splendida suite con bagno privato/);
  });

  it("reads schema.org amenity features and reviews when a page has them", () => {
    const listing = parseJsonLd([
      {
        "@context": "https://schema.org",
        "@type": "VacationRental",
        name: "Lake cabin",
        url: "https://www.airbnb.com/rooms/42",
        address: { addressLocality: "Tahoe City", addressRegion: "CA", addressCountry: "US" },
        amenityFeature: [
          { "@type": "LocationFeatureSpecification", name: "Wifi", value: true },
          { "@type": "LocationFeatureSpecification", name: "Pool", value: false },
        ],
        review: [{ "@type": "Review", author: { name: "Ann" }, datePublished: "2024-05-01", reviewBody: "Lovely.", reviewRating: { ratingValue: 5 } }],
      },
    ]);
    expect(listing).toMatchObject({ id: "42", url: "https://www.airbnb.com/rooms/42", amenities: ["Wifi"], locationSubtitle: "Tahoe City, CA, US" });
    expect(listing?.reviewsData).toEqual([{ author: "Ann", date: "2024-05-01", text: "Lovely.", rating: 5 }]);
  });

  it("is no listing without a lodging block: a lone Product could be any shop's", () => {
    expect(parseJsonLd([{ "@type": "Product", name: "Kettle", aggregateRating: { ratingValue: 4.5, ratingCount: 3 } }])).toBeNull();
    expect(parseJsonLd([{ "@type": "Organization", name: "Airbnb" }])).toBeNull();
    expect(parseJsonLd([])).toBeNull();
  });
});
