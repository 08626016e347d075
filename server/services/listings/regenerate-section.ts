import { formatSectionRewriteLimitMessage, type ListingDetail, SECTION_REWRITES_PER_HOUR } from "../../../contracts/listings";
import type { Viewer } from "../../../contracts/session";
import type { GeneratedListing, SectionKey } from "../../../core/writer/generated-listing";
import type { PropertyFacts, WritingTone } from "../../../core/writer/property-facts";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import type { RateLimitRule } from "../rate-limits/consume-rate-limit";
import { enforceRateLimit } from "../rate-limits/enforce-rate-limit";
import { findOwnListing } from "./get-listing";
import type { ListingWriter } from "../../writers/listing/listing-writer";
import { WriterFailure } from "../../writers/writer-failure";
import { saveOutput } from "./update-listing";

export function getSectionRewriteRule(userId: string): RateLimitRule {
  return { key: `section-rewrite:user:${userId}`, limit: SECTION_REWRITES_PER_HOUR, windowSeconds: 60 * 60 };
}

/**
 * One section in other words, same facts; part of the listing already paid for, so it costs no credit, but it is a
 * model call, so it is counted per user and hour (admins are not limited). Only a rewrite that can start is counted.
 */
export async function regenerateSection(db: Database, writer: ListingWriter, viewer: Viewer, id: string, section: SectionKey): Promise<ListingDetail> {
  const row = await findOwnListing(db, viewer.id, id);
  const output = row.output as GeneratedListing | null;
  if (row.status !== "ready" || output === null) throw new AppError("conflict", "Only a finished listing can be rewritten.");
  if (viewer.role !== "admin") await enforceRateLimit(db, getSectionRewriteRule(viewer.id), formatSectionRewriteLimitMessage);
  const facts = row.facts as PropertyFacts;
  const request = {
    facts,
    points: output.pointsOfInterest,
    marketplace: output.marketplace,
    language: output.language,
    tone: (facts.tone ?? "warm") as WritingTone,
    variant: Date.now() % 1000,
  };
  try {
    const text = await writer.writeSection(request, section, output, { reference: row.id, userId: viewer.id });
    return await saveOutput(db, row, { ...output, sections: { ...output.sections, [section]: text } });
  } catch (error) {
    if (error instanceof WriterFailure) throw new AppError("upstream_failed", error.message);
    throw error;
  }
}
