import { and, eq } from "drizzle-orm";
import type { MarketComparisonResponse } from "../../../contracts/markets";
import { compareWithMarket } from "../../../core/market/compare-with-market";
import type { SubjectHome } from "../../../core/market/market-home";
import type { ThemeCount } from "../../../core/market/review-themes";
import type { Database } from "../../db/client";
import { marketListings } from "../../db/schema/markets";
import { AppError } from "../../errors";
import { describeAmenityEvidence } from "./describe-amenity-evidence";
import { getMarketEvidence } from "./get-market-evidence";
import { getMarket, loadMarketHomes } from "./load-market";

/** The comparison of a subject placed in a market; the advice on each amenity names the city-wide figure behind it. */
export async function compareSubject(
  db: Database,
  marketId: string,
  subject: SubjectHome,
  homeId: string | null,
  guestThemes: ThemeCount[] | null,
): Promise<MarketComparisonResponse> {
  const market = await getMarket(db, marketId);
  const comparison = compareWithMarket(subject, await loadMarketHomes(db, market));
  if (!comparison) throw new AppError("not_found", "No comparable home in this market: the home needs a location and a room type found there.");
  const evidence = await getMarketEvidence(db, marketId);
  return {
    market,
    homeId,
    ...comparison,
    rule: { ...comparison.rule },
    amenityGaps: comparison.amenityGaps.map((gap) => ({ ...gap, evidence: describeAmenityEvidence(evidence, gap.amenity) })),
    guestThemes,
  };
}

/** The themes of a market home's reviews, as stored at import (null without a reviews file). */
export async function readStoredThemes(db: Database, marketId: string, homeId: string): Promise<ThemeCount[] | null> {
  const [row] = await db
    .select({ themes: marketListings.reviewThemes })
    .from(marketListings)
    .where(and(eq(marketListings.marketId, marketId), eq(marketListings.id, homeId)));
  return row?.themes ?? null;
}

/** A home of the market's own data compared with its neighbours. */
export async function compareMarketHome(db: Database, marketId: string, homeId: string): Promise<MarketComparisonResponse> {
  const market = await getMarket(db, marketId);
  const home = (await loadMarketHomes(db, market)).find((h) => h.id === homeId);
  if (!home) throw new AppError("not_found", `No home ${homeId} in ${market.city}'s data.`);
  return compareSubject(db, marketId, home, homeId, await readStoredThemes(db, marketId, homeId));
}
