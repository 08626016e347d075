import type { ListingDetail, ListingSummary } from "../../../contracts/listings";
import { qualityResultSchema } from "../../../contracts/grader";
import type { GeneratedListing } from "../../../core/writer/generated-listing";
import type { PropertyFacts } from "../../../core/writer/property-facts";
import type { ListingRow } from "./listing-rows";

export function presentListingSummary(row: ListingRow): ListingSummary {
  const facts = row.facts as PropertyFacts;
  return {
    id: row.id,
    status: row.status,
    origin: row.origin,
    title: row.title || `${facts.propertyType} in ${facts.location.city}`,
    marketplace: row.marketplace as ListingSummary["marketplace"],
    language: row.language as ListingSummary["language"],
    city: facts.location.city,
    overallScore: row.overallScore,
    writerLabel: row.writerLabel,
    error: row.error,
    bulkJobId: row.bulkJobId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentListing(row: ListingRow): ListingDetail {
  return {
    ...presentListingSummary(row),
    facts: row.facts as PropertyFacts,
    output: (row.output as GeneratedListing | null) ?? null,
    grade: row.grade === null ? null : qualityResultSchema.parse(row.grade),
  };
}
