import type { MarketEvidenceResponse } from "../../../contracts/markets";
import { computeMarketEvidence, type MarketEvidence } from "../../../core/market/market-evidence";
import type { Database } from "../../db/client";
import { getMarket, loadMarketHomes } from "./load-market";

export const EVIDENCE_DEMAND = "Reviews in the last twelve months (Inside Airbnb's number_of_reviews_ltm)";
export const EVIDENCE_CONTROLS = ["room type", "bedrooms (0-1, 2, 3 or more)", "neighbourhood"];

const evidenceCache = new Map<string, { importedAt: string; evidence: MarketEvidence }>();

/** The market's evidence (core/market/market-evidence.ts), computed once per imported snapshot. */
export async function getMarketEvidence(db: Database, id: string): Promise<MarketEvidenceResponse> {
  const market = await getMarket(db, id);
  let cached = evidenceCache.get(id);
  if (cached?.importedAt !== market.importedAt) {
    cached = { importedAt: market.importedAt, evidence: computeMarketEvidence(await loadMarketHomes(db, market)) };
    evidenceCache.set(id, cached);
  }
  return { market, demand: EVIDENCE_DEMAND, controls: EVIDENCE_CONTROLS, ...cached.evidence };
}
