import { gradeListing } from "../../core/grader/grade-listing";
import { createEmptyListing } from "../../core/listing/listing";
import type { MarketHome } from "../../core/market/market-home";

const numberOrNull = (value: string | undefined) => (value === undefined || value === "" ? null : Number(value));

/** A fixture row as a market home, read here on its own (not by cli/market) so the tests check the core on plain rows. */
export function toMarketHome(row: Record<string, string>): MarketHome {
  const amenities = JSON.parse(row.amenities || "[]") as string[];
  const rating = numberOrNull(row.review_scores_rating);
  const result = gradeListing(
    createEmptyListing({ id: row.id!, title: row.name!, description: row.description!, amenities, rating, reviews: Number(row.number_of_reviews) }),
  );
  const b = result.breakdown;
  return {
    id: row.id!,
    name: row.name!,
    description: row.description!,
    roomType: row.room_type!,
    accommodates: numberOrNull(row.accommodates),
    bedrooms: numberOrNull(row.bedrooms),
    neighbourhood: row.neighbourhood_cleansed!,
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    amenities,
    price: row.price ? Number(row.price.replace(/[$,]/g, "")) : null,
    rating,
    superhost: row.host_is_superhost === "t",
    reviewsLastYear: Number(row.number_of_reviews_ltm),
    bookedDays: null,
    grade: { overall: result.overallScore, title: b.title.score, description: b.description.score, amenities: b.amenities.score, seo: b.seo.score, host: b.host.score },
  };
}
