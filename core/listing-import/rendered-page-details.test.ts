import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectHtmlFormats, parseListingHtml } from "./parse-listing-html";

/** Browser-saved pages: the finer details (values checked against the saved HTML). */
const read = (name: string) => readFileSync(new URL(`../../fixtures/airbnb-html/${name}`, import.meta.url), "utf8");

describe("details of the saved pages", () => {
  it("2025 layout: guest favourite, listing highlights, price, place and property type", () => {
    const listing = parseListingHtml(read("airbnb-ca_rooms_1035103363769989256_2025-07_browser-saved.html"));
    expect(listing.isGuestFavorite).toBe(true);
    expect(listing.highlights).toEqual(["Top 10% of homes", "Dive right in", "Free cancellation before Aug 6"]);
    expect(listing.price).toBe("$175 CAD night");
    expect(listing.location).toBe("Innisfil, Canada");
    expect(listing.locationSubtitle).toBe("Innisfil, Ontario, Canada");
    expect(listing.propertyType).toBe("Entire condo");
    expect(listing.amenities).toEqual(["Courtyard view", "Beach access – Beachfront", "Kitchen", "Wifi", "Free parking on premises"]);
    expect(listing.reviewsData[0]?.rating).toBe(5);
    expect(listing.description.startsWith("Welcome to a Luxurious Couple's Retreat in the Heart of Friday Harbour.")).toBe(true);
    expect(listing.images[0]).toMatch(/^https:\/\/a0\.muscache\.com\/im\/pictures\/miso\/Hosting-1035103363769989256\//);
  });

  it("2021 amenities page: reads the open 'Amenities' dialog and leaves out the unavailable ones", () => {
    const listing = parseListingHtml(read("airbnb-co-uk_rooms_33090114_amenities_2021-03_browser-saved.html"));
    expect(listing.amenities).toContain("Long-term stays allowed");
    for (const missing of ["Security cameras on property", "Air conditioning", "Essentials", "Shampoo", "Washing machine"]) {
      expect(listing.amenities).not.toContain(missing);
    }
    expect(listing.propertyType).toBe("Entire house");
    expect(listing.description).toMatch(/^With stunning views around the park the charming Birch Lodges are the perfect place/);
    expect(listing.hostData.about).toMatch(/^Hello, we are the TravelNest Team offering more than 1,500 properties worldwide\./);
    expect(listing.price).toBe("");
  });

  it("2022 layout: price, highlights, host about, and no invented rating for a listing without reviews", () => {
    const loft = parseListingHtml(read("airbnb-com_rooms_1944564_2022_browser-saved.html"));
    expect(loft.price).toBe("$151 night");
    expect(loft.propertyType).toBe("Entire loft");
    expect(loft.roomType).toBe("Entire home/apt");
    expect(loft.highlights).toEqual(["Dedicated workspace", "Brian is a Superhost", "Great location"]);
    expect(loft.hostData.about).toMatch(/^Florencia Aleman and I \(Brian Goggin\) are a married couple\./);
    expect(loft.locationSubtitle).toBe("San Francisco, California, United States");
    const fresh = parseListingHtml(read("airbnb-com_rooms_724897778179485553_2022_browser-saved.html"));
    expect(fresh.rating).toBeNull();
    expect(fresh.hostData.about).toBe("");
    const hotel = parseListingHtml(read("airbnb-com_rooms_41545776_2022_browser-saved.html"));
    expect(hotel.amenities).not.toContain("Carbon monoxide alarm");
    expect(hotel.propertyType).toBe("Room in hotel");
    expect(hotel.roomType).toBe("");
  });

  it("keeps a host's response out of the review it answers", () => {
    const listing = parseListingHtml(read("airbnb-com_rooms_1944564_reviews-modal_2022_browser-saved.html"));
    const kellie = listing.reviewsData.find((review) => review.author === "Kellie");
    expect(kellie?.text).toMatch(/^Brian's space is not ideal for the business traveller\./);
    expect(kellie?.text).not.toContain("This review illustrates");
  });

  it("detects which formats each page carries", () => {
    expect(detectHtmlFormats(read("airbnb-com_rooms_1944564_2022_browser-saved.html"))).toEqual(["rendered-page"]);
    // Besides a `{"deferred":true}` entry, this page's data-state holds a second, complete StaysPdpSections entry.
    expect(detectHtmlFormats(read("airbnb-com_rooms_11225011_2022_browser-saved.html"))).toEqual(["embedded-stays-pdp-sections", "rendered-page"]);
  });
});
