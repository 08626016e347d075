import { randomUUID } from "node:crypto";
import type { Database } from "../../db/client";
import { grades } from "../../db/schema/grades";
import type { Analysis } from "./analyze-listing";

export const UNTITLED_LISTING = "Untitled listing";

/** Keeps an analysis: a signed-in user's history, and the visitor's for operations (by the grader cookie). */
export async function saveGrade(
  db: Pick<Database, "insert">,
  analysis: Analysis,
  owner: { userId: string | null; visitorId: string | null; homeId?: string | null },
): Promise<string> {
  const id = randomUUID();
  await db.insert(grades).values({
    id,
    userId: owner.userId,
    visitorId: owner.visitorId,
    homeId: owner.homeId ?? null,
    source: analysis.source,
    listingUrl: analysis.listingUrl,
    marketplaceListingId: analysis.marketplaceListingId,
    title: analysis.listing.title.trim() || UNTITLED_LISTING,
    overallScore: analysis.result.overallScore,
    qualityLevel: analysis.result.qualityLevel,
    result: analysis.result,
    listing: analysis.listing,
  });
  return id;
}
