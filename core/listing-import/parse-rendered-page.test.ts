import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseListingHtml } from "./parse-listing-html";

/** Browser-saved pages: the values a person reads on each page (checked against the saved HTML, not the parser). */
const read = (name: string) => readFileSync(new URL(`../../fixtures/airbnb-html/${name}`, import.meta.url), "utf8");

interface Expected {
  file: string;
  id: string;
  title: string;
  rating: number | null;
  reviews: number | null;
  host: string;
  superhost: boolean;
  guests: number;
  bedrooms: number;
  beds: number;
  bathrooms: number;
  /** Only where the page says whose the bathrooms are ("1 private bath", "1 shared bath"). */
  bathroomAccess?: "private" | "shared";
  /** Amenities the page lists by name (its "Show all N amenities" button counts more than it shows). */
  amenities: number;
  firstReview: { author: string; date: string; text: string } | null;
  reviewSnippets: number;
}

const PAGES: Expected[] = [
  {
    file: "airbnb-ca_rooms_1035103363769989256_2025-07_browser-saved.html",
    id: "1035103363769989256",
    title: "Luxury Stay at Friday Harbour Resort Lake Simcoe",
    rating: 5,
    reviews: 59,
    host: "Jack",
    superhost: true,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    amenities: 5,
    firstReview: { author: "Tharindu", date: "3 days ago", text: "Beautiful condo, looked exactly like the photos in the listing." },
    reviewSnippets: 20,
  },
  {
    file: "airbnb-co-uk_rooms_33090114_amenities_2021-03_browser-saved.html",
    id: "33090114",
    title: "Birch Lodge 16, Newton Stewart",
    rating: null,
    reviews: 1,
    host: "TravelNest",
    superhost: false,
    guests: 4,
    bedrooms: 2,
    beds: 3,
    bathrooms: 1,
    amenities: 15,
    firstReview: { author: "Federica", date: "July 2019", text: "A lovely and peaceful place, ideal to explore the Galloway National Park" },
    reviewSnippets: 1,
  },
  {
    file: "airbnb-com_rooms_1944564_2022_browser-saved.html",
    id: "1944564",
    title: "Super Clean Artist Loft above Sculpture Studio",
    rating: 4.97,
    reviews: 380,
    host: "Brian",
    superhost: true,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1.5,
    amenities: 10,
    firstReview: { author: "Caitlyn", date: "October 2022", text: "Brian's place was wonderful and very unique." },
    reviewSnippets: 6,
  },
  {
    file: "airbnb-com_rooms_1944564_reviews-modal_2022_browser-saved.html",
    id: "1944564",
    title: "Super Clean Artist Loft above Sculpture Studio",
    rating: 4.97,
    reviews: 383,
    host: "Brian",
    superhost: true,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1.5,
    amenities: 5,
    firstReview: { author: "Reese", date: "October 2022", text: "Excellent loft, beautiful space, very quiet area" },
    reviewSnippets: 383,
  },
  {
    file: "airbnb-com_rooms_11225011_2022_browser-saved.html",
    id: "11225011",
    title: "Modern Private Suite in the Mission",
    rating: 4.88,
    reviews: 241,
    host: "Michelle",
    superhost: true,
    guests: 3,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    bathroomAccess: "private",
    amenities: 27, // the page's embedded data lists all 27; the rendered preview shows 9
    firstReview: { author: "Karin", date: "October 2022", text: "Highly recommended, if you want to stay in the Mission!" },
    reviewSnippets: 6,
  },
  {
    file: "airbnb-com_rooms_41545776_2022_browser-saved.html",
    id: "41545776",
    title: "Residential Deluxe Double Room-Shared Bathroom",
    rating: 4.28,
    reviews: 18,
    host: "1906 Mission",
    superhost: false,
    guests: 2,
    bedrooms: 1,
    beds: 1,
    bathrooms: 1,
    bathroomAccess: "shared",
    amenities: 8, // 9 shown, of which "Carbon monoxide alarm" is struck through as unavailable
    firstReview: { author: "Lucile", date: "August 2022", text: "Good" },
    reviewSnippets: 6,
  },
  {
    file: "airbnb-com_rooms_724897778179485553_2022_browser-saved.html",
    id: "724897778179485553",
    title: "1 bedroom suite hosting up to 3 near Castro",
    rating: null,
    reviews: 0,
    host: "Kristie",
    superhost: false,
    guests: 3,
    bedrooms: 1,
    beds: 2,
    bathrooms: 1,
    amenities: 10,
    firstReview: null,
    reviewSnippets: 0,
  },
  {
    file: "airbnb-com_rooms_28668414_2022_browser-saved.html",
    id: "28668414",
    title: "Luxe & Unbeatable Location, Best Block in Mission",
    rating: 4.99,
    reviews: 72,
    host: "Erika",
    superhost: true,
    guests: 4,
    bedrooms: 2,
    beds: 2,
    bathrooms: 1.5,
    amenities: 10,
    firstReview: { author: "Theresa", date: "September 2022", text: "If there were a higher degree of perfection than…perfection" },
    reviewSnippets: 6,
  },
];

describe.each(PAGES)("saved page $file", (page) => {
  const listing = parseListingHtml(read(page.file));

  it("names the listing and links it canonically", () => {
    expect(listing.id).toBe(page.id);
    expect(listing.url).toBe(`https://www.airbnb.com/rooms/${page.id}`);
    expect(listing.title).toBe(page.title);
    expect(listing._source).toBe("api");
  });

  it("reads the rating, review count, host and Superhost badge", () => {
    expect(listing.rating).toBe(page.rating);
    expect(listing.reviews).toBe(page.reviews);
    expect(listing.host).toBe(page.host);
    expect(listing.hostData.name).toBe(page.host);
    expect(listing.hostData.isSuperHost).toBe(page.superhost);
  });

  it("reads guests, bedrooms, beds and bathrooms", () => {
    expect([listing.accommodates, listing.bedrooms, listing.beds, listing.bathrooms]).toEqual([page.guests, page.bedrooms, page.beds, page.bathrooms]);
  });

  it("says whose the bathrooms are only where the page does", () => {
    expect(listing.bathroomAccess).toBe(page.bathroomAccess);
    if (page.bathroomAccess === undefined) expect(listing).not.toHaveProperty("bathroomAccess");
  });

  it("lists the available amenities by name, each once", () => {
    expect(listing.amenities).toHaveLength(page.amenities);
    expect(new Set(listing.amenities).size).toBe(listing.amenities.length);
  });

  it("reads the review snippets, first one first", () => {
    expect(listing.reviewsData).toHaveLength(page.reviewSnippets);
    const [first] = listing.reviewsData;
    if (page.firstReview === null) return expect(first).toBeUndefined();
    expect(first?.author).toBe(page.firstReview.author);
    expect(first?.date).toBe(page.firstReview.date);
    expect(first?.text.startsWith(page.firstReview.text)).toBe(true);
  });
});
