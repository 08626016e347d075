import { and, desc, eq } from "drizzle-orm";
import type { GradeMarket } from "../../../contracts/markets";
import { listingSchema } from "../../../core/listing/listing";
import type { SubjectHome } from "../../../core/market/market-home";
import { findReviewThemes } from "../../../core/market/review-themes";
import type { Database } from "../../db/client";
import { grades } from "../../db/schema/grades";
import { marketListings, markets } from "../../db/schema/markets";
import { AppError } from "../../errors";
import { compareSubject, readStoredThemes } from "./compare-with-market-home";

export const NOT_IN_A_MARKET = "This listing is not in the data of any loaded market, so it cannot be placed among its neighbours.";

/** "$1,234 night" → 1234; "" → null. */
function readPrice(text: string): number | null {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(text);
  return match ? Number(match[0].replace(/,/g, "")) || null : null;
}

/** The part scores of a stored quality result (0 where a part is missing). */
function readPartScores(result: unknown): Omit<SubjectHome["grade"], "overall"> {
  const breakdown = (result as { breakdown?: Record<string, { score?: unknown }> } | null)?.breakdown ?? {};
  const score = (part: string) => (typeof breakdown[part]?.score === "number" ? (breakdown[part].score as number) : 0);
  return { title: score("title"), description: score("description"), amenities: score("amenities"), seo: score("seo"), host: score("host") };
}

/**
 * One of the user's analyses against its market. A marketplace listing carries no coordinates, so the listing is placed
 * where the market's data has it (its marketplace id among a loaded city's homes); its own text, amenities and grade are
 * what is compared.
 */
export async function compareGradedListing(db: Database, userId: string, gradeId: string): Promise<GradeMarket> {
  const [grade] = await db.select().from(grades).where(and(eq(grades.id, gradeId), eq(grades.userId, userId)));
  if (!grade) throw new AppError("not_found", "No analysis with this id in your history.");
  const listingId = grade.marketplaceListingId;
  const [placed] = listingId
    ? await db
        .select({ marketId: marketListings.marketId, latitude: marketListings.latitude, longitude: marketListings.longitude, neighbourhood: marketListings.neighbourhood })
        .from(marketListings)
        .innerJoin(markets, eq(markets.id, marketListings.marketId))
        .where(eq(marketListings.id, listingId))
        .orderBy(desc(markets.importedAt))
        .limit(1)
    : [];
  // Not an error: most listings are in no loaded city, and the grader page asks for every analysis.
  if (!placed) return { comparison: null, reason: NOT_IN_A_MARKET };
  const listing = listingSchema.parse(grade.listing);
  const subject: SubjectHome = {
    id: listingId!,
    name: listing.title,
    description: listing.description,
    roomType: listing.roomType,
    accommodates: listing.accommodates,
    bedrooms: listing.bedrooms,
    latitude: placed.latitude,
    longitude: placed.longitude,
    amenities: listing.amenities,
    price: readPrice(listing.price),
    rating: listing.rating,
    superhost: listing.hostData.isSuperHost,
    grade: { overall: grade.overallScore, ...readPartScores(grade.result) },
  };
  // The listing's own reviews when the scraper read some; else what the market's reviews file said about this home.
  const themes = listing.reviewsData.length > 0 ? findReviewThemes(listing.reviewsData.map((r) => r.text)) : await readStoredThemes(db, placed.marketId, listingId!);
  return { comparison: await compareSubject(db, placed.marketId, subject, listingId, themes), reason: null };
}
