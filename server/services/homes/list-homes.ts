import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { HomeSummary, HomesPage, HomesQuery } from "../../../contracts/homes";
import type { PropertyFacts } from "../../../core/writer/property-facts";
import type { Database } from "../../db/client";
import { escapeLike } from "../../db/escape-like";
import { homeScores, homes } from "../../db/schema/homes";
import { listings } from "../../db/schema/listings";
import type { HomeRow } from "./find-own-home";

/**
 * Columns beside a home's row: how many listings it has and its newest score. The outer row is named in full: in a
 * one-table select drizzle writes `${homes.id}` as a bare "id", which inside the subquery would be the listing's own.
 */
const OUTER_HOME_ID = sql.raw(`"homes"."id"`);
export const homeFigures = {
  listingCount: sql<number>`(select count(*)::int from ${listings} where ${listings.homeId} = ${OUTER_HOME_ID})`,
  latestScore: sql<number | null>`(select ${homeScores.overallScore} from ${homeScores} where ${homeScores.homeId} = ${OUTER_HOME_ID} order by ${homeScores.createdAt} desc, ${homeScores.id} desc limit 1)`,
};

export function presentHomeSummary(row: HomeRow & { listingCount: number; latestScore: number | null }): HomeSummary {
  const facts = row.facts as PropertyFacts;
  return {
    id: row.id,
    name: row.name,
    propertyType: facts.propertyType,
    city: facts.location.city,
    listingCount: Number(row.listingCount),
    latestScore: row.latestScore === null ? null : Number(row.latestScore),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's homes, newest first; `q` finds words of the name or the city. */
export async function listHomes(db: Database, userId: string, query: HomesQuery): Promise<HomesPage> {
  const conditions: SQL[] = [eq(homes.userId, userId)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(homes.name, pattern), ilike(sql`${homes.facts}->'location'->>'city'`, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ home: homes, ...homeFigures })
      .from(homes)
      .where(where)
      .orderBy(desc(homes.createdAt), desc(homes.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(homes).where(where),
  ]);
  return {
    items: rows.map((row) => presentHomeSummary({ ...row.home, listingCount: row.listingCount, latestScore: row.latestScore })),
    page: query.page,
    pageSize: query.pageSize,
    total: total?.value ?? 0,
  };
}
