import { formatSectionRewriteLimitMessage, type ListingDetail, type RegenerateSectionRequest, SECTION_REWRITES_PER_HOUR } from "../../../contracts/listings";
import type { Viewer } from "../../../contracts/session";
import type { GeneratedListing, ListingTexts } from "../../../core/writer/generated-listing";
import type { PropertyFacts, WritingTone } from "../../../core/writer/property-facts";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import type { RateLimitRule } from "../rate-limits/consume-rate-limit";
import { enforceRateLimit } from "../rate-limits/enforce-rate-limit";
import { findOwnListing } from "./get-listing";
import type { ListingWriter } from "../../writers/listing/listing-writer";
import { WriterFailure } from "../../writers/writer-failure";
import { saveOutput } from "./update-listing";
import { writerFailureError } from "./writer-failure-error";

export function getSectionRewriteRule(userId: string): RateLimitRule {
  return { key: `section-rewrite:user:${userId}`, limit: SECTION_REWRITES_PER_HOUR, windowSeconds: 60 * 60 };
}

/** The texts of a stored listing, as a writer reads them: not its checks, points, grade or writer. */
function textsOf(output: GeneratedListing): ListingTexts {
  const { titles, summary, sections, houseRules, seoKeywords } = output;
  return { titles, summary, sections, houseRules, seoKeywords };
}

/**
 * One section (or the summary) in other words, same facts; part of the listing already paid for, so it costs no credit, but it is a
 * model call, so it is counted per user and hour (admins are not limited). Only a rewrite that can start is counted.
 */
export async function regenerateSection(db: Database, writer: ListingWriter, viewer: Viewer, id: string, { section, direction }: RegenerateSectionRequest): Promise<ListingDetail> {
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
    const text = await writer.writeSection({ request, section, current: textsOf(output), direction }, { reference: row.id, userId: viewer.id });
    const next = section === "summary" ? { ...output, summary: text } : { ...output, sections: { ...output.sections, [section]: text } };
    return await saveOutput(db, row, next);
  } catch (error) {
    if (error instanceof WriterFailure) throw writerFailureError(error);
    throw error;
  }
}
