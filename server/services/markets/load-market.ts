import { asc, eq } from "drizzle-orm";
import type { Market } from "../../../contracts/markets";
import type { MarketHome } from "../../../core/market/market-home";
import type { Database } from "../../db/client";
import { marketListings, markets } from "../../db/schema/markets";
import { AppError } from "../../errors";

type MarketRow = typeof markets.$inferSelect;

export function toMarket(row: MarketRow): Market {
  return { ...row, importedAt: row.importedAt.toISOString() };
}

export async function listMarkets(db: Database): Promise<Market[]> {
  return (await db.select().from(markets).orderBy(asc(markets.id))).map(toMarket);
}

export async function getMarket(db: Database, id: string): Promise<Market> {
  const [row] = await db.select().from(markets).where(eq(markets.id, id));
  if (!row) throw new AppError("not_found", `No market "${id}" is loaded. An admin loads one with: npm run cli -- market import <listings.csv.gz>`);
  return toMarket(row);
}

// A market's homes change only by a re-import, which gives it a new importedAt: the key keeps this cache right across
// processes. One snapshot per market is kept.
const homesCache = new Map<string, { importedAt: string; homes: MarketHome[] }>();

/** Every home of the market, as core/market reads them. */
export async function loadMarketHomes(db: Database, market: Market): Promise<MarketHome[]> {
  const cached = homesCache.get(market.id);
  if (cached?.importedAt === market.importedAt) return cached.homes;
  const rows = await db.select().from(marketListings).where(eq(marketListings.marketId, market.id));
  const homes = rows.map(
    (row): MarketHome => ({
      id: row.id,
      name: row.name,
      description: row.description,
      roomType: row.roomType,
      accommodates: row.accommodates,
      bedrooms: row.bedrooms,
      neighbourhood: row.neighbourhood,
      latitude: row.latitude,
      longitude: row.longitude,
      amenities: row.amenities,
      price: row.price,
      rating: row.rating,
      superhost: row.superhost,
      reviewsLastYear: row.reviewsLastYear,
      bookedDays: row.bookedDays,
      grade: row.grade,
    }),
  );
  homesCache.set(market.id, { importedAt: market.importedAt, homes });
  return homes;
}
