import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEmptyListing } from "../listing/listing";
import { attachReviews, attachReviewsResponse, parseReviewsResponse, toListingReview } from "./parse-reviews-response";

const readJson = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/scraper-json/${name}`, import.meta.url), "utf8"));

describe("reviews responses", () => {
  it("StaysPdpReviewsQuery: 24 reviews, no listing id in the response", () => {
    const groups = parseReviewsResponse(readJson("airbnb-co-in_api-v3_StaysPdpReviewsQuery_19861171_2025-02.json"));
    expect(groups).toHaveLength(1);
    expect(groups[0]?.listingId).toBeNull();
    expect(groups[0]?.reviews).toHaveLength(24);
    expect(groups[0]?.reviews[0]).toMatchObject({ author: "Brian", date: "2025-01-23T08:51:06Z", rating: 5 });
  });

  it("Apify reviews export: 97 reviews grouped by the listing of their startUrl, original text first", () => {
    const groups = parseReviewsResponse(readJson("apify_tri_angle-airbnb-reviews-scraper_2025-08-26_97-reviews.json"));
    expect(groups.map((group) => [group.listingId, group.reviews.length])).toEqual([
      ["1434905219556032675", 4],
      ["33822770", 50],
      ["1130531728554549813", 43],
    ]);
    expect(groups[0]?.reviews[0]).toEqual({
      author: "Gaudoin",
      date: "2025-08-15T12:40:53Z",
      text: "Apparemment très agréable, je recommande vivement !",
      rating: 5,
    });
  });

  it("reads nothing from values that hold no reviews", () => {
    expect(parseReviewsResponse({})).toEqual([]);
    expect(parseReviewsResponse([{ id: "1", title: "A listing" }])).toEqual([]);
    expect(toListingReview({ comments: "" })).toBeNull();
  });

  it("attachReviews appends new reviews once", () => {
    const review = { author: "Ann", date: "2024-01-01", text: "Nice", rating: 4 };
    const listing = attachReviews(createEmptyListing({ title: "x" }), [review, review]);
    expect(listing.reviewsData).toEqual([review]);
    expect(attachReviews(listing, [review]).reviewsData).toHaveLength(1);
  });

  it("attachReviewsResponse adds only the reviews about that listing", () => {
    const apify = readJson("apify_tri_angle-airbnb-reviews-scraper_2025-08-26_97-reviews.json");
    expect(attachReviewsResponse(createEmptyListing({ id: "33822770" }), apify).reviewsData).toHaveLength(50);
    expect(attachReviewsResponse(createEmptyListing({ id: "19861171" }), apify).reviewsData).toHaveLength(0);
    const query = readJson("airbnb-co-in_api-v3_StaysPdpReviewsQuery_19861171_2025-02.json");
    expect(attachReviewsResponse(createEmptyListing({ id: "19861171" }), query).reviewsData).toHaveLength(24);
  });
});
