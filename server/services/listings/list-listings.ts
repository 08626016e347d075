import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { ListingsPage, ListingsQuery } from "../../../contracts/listings";
import type { Database } from "../../db/client";
import { escapeLike } from "../../db/escape-like";
import { listings } from "../../db/schema/listings";
import { presentListingSummary } from "./present-listing";

/** The user's listings, newest first; `q` finds words of the title or the city. */
export async function listListings(db: Database, userId: string, query: ListingsQuery): Promise<ListingsPage> {
  const conditions: SQL[] = [eq(listings.userId, userId)];
  if (query.status) conditions.push(eq(listings.status, query.status));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(listings.title, pattern), ilike(sql`${listings.facts}->'location'->>'city'`, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(listings)
      .where(where)
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(listings).where(where),
  ]);
  return { items: rows.map(presentListingSummary), page: query.page, pageSize: query.pageSize, total: total?.value ?? 0 };
}
