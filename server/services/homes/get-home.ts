import { asc, desc, eq, sql } from "drizzle-orm";
import type { HomeDetail, HomeListing } from "../../../contracts/homes";
import type { PropertyFacts } from "../../../core/writer/property-facts";
import type { Database } from "../../db/client";
import { captionPhotos, captionSets } from "../../db/schema/captions";
import { homeScores } from "../../db/schema/homes";
import { listings } from "../../db/schema/listings";
import { findOwnHome } from "./find-own-home";
import { presentHomeSummary } from "./list-homes";

/** One of the user's homes with its listings (newest first) and its score over time (oldest first). */
export async function getHome(db: Database, userId: string, id: string): Promise<HomeDetail> {
  const home = await findOwnHome(db, userId, id);
  const [listingRows, scoreRows, photoSets] = await Promise.all([
    db
      .select({
        id: listings.id,
        status: listings.status,
        title: listings.title,
        marketplace: listings.marketplace,
        language: listings.language,
        overallScore: listings.overallScore,
        createdAt: listings.createdAt,
      })
      .from(listings)
      .where(eq(listings.homeId, home.id))
      .orderBy(desc(listings.createdAt), desc(listings.id)),
    db.select().from(homeScores).where(eq(homeScores.homeId, home.id)).orderBy(asc(homeScores.createdAt), asc(homeScores.id)),
    db
      .select({
        id: captionSets.id,
        name: captionSets.name,
        updatedAt: captionSets.updatedAt,
        photoCount: sql<number>`count(${captionPhotos.id})::int`,
        captionedCount: sql<number>`(count(*) filter (where ${captionPhotos.status} = 'captioned'))::int`,
      })
      .from(captionSets)
      .leftJoin(captionPhotos, eq(captionPhotos.setId, captionSets.id))
      .where(eq(captionSets.homeId, home.id))
      .groupBy(captionSets.id)
      .orderBy(desc(captionSets.updatedAt), desc(captionSets.id)),
  ]);
  const facts = home.facts as PropertyFacts;
  const latest = scoreRows.at(-1);
  return {
    ...presentHomeSummary({ ...home, listingCount: listingRows.length, latestScore: latest?.overallScore ?? null }),
    facts,
    listings: listingRows.map(
      (row): HomeListing => ({
        ...row,
        title: row.title || `${facts.propertyType} in ${facts.location.city}`,
        marketplace: row.marketplace as HomeListing["marketplace"],
        language: row.language as HomeListing["language"],
        createdAt: row.createdAt.toISOString(),
      }),
    ),
    photoSets: photoSets.map((set) => ({ ...set, photoCount: Number(set.photoCount), captionedCount: Number(set.captionedCount), updatedAt: set.updatedAt.toISOString() })),
    scores: scoreRows.map((row) => ({
      kind: row.kind,
      overallScore: row.overallScore,
      qualityLevel: row.qualityLevel,
      listingId: row.listingId,
      gradeId: row.gradeId,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
