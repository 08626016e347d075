import { and, desc, eq } from "drizzle-orm";
import type { AnalysisInput } from "../../../contracts/grader";
import { createEmptyListing } from "../../../core/listing/listing";
import { joinDescription, type GeneratedListing } from "../../../core/writer/generated-listing";
import type { PropertyFacts } from "../../../core/writer/property-facts";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/listings";
import { AppError } from "../../errors";

export const NOTHING_TO_GRADE = "This home has no finished listing to grade yet. Write one, or give its Airbnb URL.";

/**
 * What "Grade it again" grades when no marketplace URL is given: the home's newest finished listing, as the marketplace
 * would show it (its title, its whole description, the facts it was written from). Nothing is invented: no rating,
 * reviews or photos, which a written listing does not have yet.
 */
export async function newestListingOfHome(db: Database, homeId: string): Promise<AnalysisInput> {
  const [row] = await db
    .select({ output: listings.output, facts: listings.facts, id: listings.id })
    .from(listings)
    .where(and(eq(listings.homeId, homeId), eq(listings.status, "ready")))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(1);
  const output = row?.output as GeneratedListing | null | undefined;
  if (!row || !output) throw new AppError("conflict", NOTHING_TO_GRADE);
  const facts = row.facts as PropertyFacts;
  const location = [facts.location.neighborhood, facts.location.city, facts.location.region, facts.location.country].filter(Boolean).join(", ");
  const listing = createEmptyListing({
    id: row.id,
    title: output.title,
    description: joinDescription(output),
    location,
    amenities: facts.amenities,
    bedrooms: facts.bedrooms,
    beds: facts.beds,
    bathrooms: facts.bathrooms,
    accommodates: facts.accommodates,
    propertyType: facts.propertyType,
    highlights: facts.highlights ?? [],
    _source: "manual",
  });
  return { source: "listing", listing };
}
