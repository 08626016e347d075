import { and, between, count, desc } from "drizzle-orm";
import type { GradeMarket } from "../../../contracts/markets";
import { gradeListing } from "../../../core/grader/grade-listing";
import type { SubjectHome } from "../../../core/market/market-home";
import type { PropertyFacts } from "../../../core/writer/property-facts";
import type { Database } from "../../db/client";
import { marketListings } from "../../db/schema/markets";
import { AppError } from "../../errors";
import { compareSubject } from "../markets/compare-with-market-home";
import { findOwnHome } from "./find-own-home";
import { newestListingOfHome } from "./home-grader-input";

export const HOME_WITHOUT_MAP_POINT =
  "This home has no map point, so it cannot be placed among its neighbours. Look up its address on the form and save it to the home.";
export const HOME_IN_NO_MARKET = "No loaded market's data covers this home's area.";
export const HOME_WITHOUT_LISTING = "Write a listing for this home first: \"Your market\" measures its words and score against its neighbours'.";

/** About 5.5 km north and south of the home (less east and west away from the equator): "this city's data covers it". */
const AREA_DEGREES = 0.05;

/** The loaded market with the most homes around the point, if any has one. */
async function findMarketAround(db: Database, lat: number, lng: number): Promise<string | null> {
  const [row] = await db
    .select({ marketId: marketListings.marketId })
    .from(marketListings)
    .where(
      and(
        between(marketListings.latitude, lat - AREA_DEGREES, lat + AREA_DEGREES),
        between(marketListings.longitude, lng - AREA_DEGREES, lng + AREA_DEGREES),
      ),
    )
    .groupBy(marketListings.marketId)
    .orderBy(desc(count()))
    .limit(1);
  return row?.marketId ?? null;
}

/**
 * One of the user's homes against the market its map point falls in: its facts (room type, size, guests, amenities)
 * and its newest finished listing (words and the grader's score, graded here as a guest would read it) measured against
 * the comparable homes nearby. No price, rating or superhost status: a home has none of its own until it is listed.
 * A home that cannot be placed, or that has nothing written yet, gets the reason in words rather than an error.
 */
export async function compareHomeWithMarket(db: Database, userId: string, homeId: string): Promise<GradeMarket> {
  const home = await findOwnHome(db, userId, homeId);
  const facts = home.facts as PropertyFacts;
  const { lat, lng } = facts.location;
  if (lat === undefined || lng === undefined) return { comparison: null, reason: HOME_WITHOUT_MAP_POINT };
  const marketId = await findMarketAround(db, lat, lng);
  if (marketId === null) return { comparison: null, reason: HOME_IN_NO_MARKET };
  const written = await newestListingOfHome(db, homeId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "conflict") return null;
    throw error;
  });
  if (written?.source !== "listing") return { comparison: null, reason: HOME_WITHOUT_LISTING };
  const { listing } = written;
  const { overallScore, breakdown } = gradeListing(listing);
  const subject: SubjectHome = {
    name: listing.title,
    description: listing.description,
    roomType: facts.roomType,
    accommodates: facts.accommodates,
    bedrooms: facts.bedrooms,
    latitude: lat,
    longitude: lng,
    amenities: facts.amenities,
    price: null,
    rating: null,
    superhost: false,
    grade: {
      overall: overallScore,
      title: breakdown.title.score,
      description: breakdown.description.score,
      amenities: breakdown.amenities.score,
      seo: breakdown.seo.score,
      host: breakdown.host.score,
    },
  };
  try {
    return { comparison: await compareSubject(db, marketId, subject, null, null), reason: null };
  } catch (error) {
    // No home of the same room type and size nearby: a fact about the market, said as one.
    if (error instanceof AppError && error.code === "not_found") return { comparison: null, reason: error.message };
    throw error;
  }
}
