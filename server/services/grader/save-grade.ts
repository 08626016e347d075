import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { preparedPerExecutor } from "../../db/prepared-per-executor";
import { grades } from "../../db/schema/grades";
import type { Analysis } from "./analyze-listing";

export const UNTITLED_LISTING = "Untitled listing";

type Executor = Pick<Database, "insert">;

const COLUMNS = [
  "id",
  "userId",
  "visitorId",
  "homeId",
  "source",
  "listingUrl",
  "marketplaceListingId",
  "title",
  "overallScore",
  "qualityLevel",
  "result",
  "listing",
] as const;

/** The INSERT, sent as a named statement. */
const prepareInsert = preparedPerExecutor((db: Executor) => {
  const values = Object.fromEntries(COLUMNS.map((column) => [column, sql.placeholder(column)]));
  return db.insert(grades).values(values as unknown as typeof grades.$inferInsert).prepare("save_grade");
});

/** Keeps an analysis: a signed-in user's history, and the visitor's for operations (by the grader cookie). */
export async function saveGrade(
  db: Executor,
  analysis: Analysis,
  owner: { userId: string | null; visitorId: string | null; homeId?: string | null },
): Promise<string> {
  const id = randomUUID();
  const row: Record<(typeof COLUMNS)[number], unknown> = {
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
  };
  await prepareInsert(db).execute(row);
  return id;
}
