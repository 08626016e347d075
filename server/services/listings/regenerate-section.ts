import type { ListingDetail } from "../../../contracts/listings";
import type { GeneratedListing, SectionKey } from "../../../core/writer/generated-listing";
import type { PropertyFacts, WritingTone } from "../../../core/writer/property-facts";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { findOwnListing } from "./get-listing";
import { type ListingWriter, WriterFailure } from "./listing-writer";
import { saveOutput } from "./update-listing";

/** One section in other words, same facts; part of the listing already paid for, so it costs no credit. */
export async function regenerateSection(db: Database, writer: ListingWriter, userId: string, id: string, section: SectionKey): Promise<ListingDetail> {
  const row = await findOwnListing(db, userId, id);
  const output = row.output as GeneratedListing | null;
  if (row.status !== "ready" || output === null) throw new AppError("conflict", "Only a finished listing can be rewritten.");
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
    const text = await writer.writeSection(request, section, output, { reference: row.id, userId });
    return await saveOutput(db, row, { ...output, sections: { ...output.sections, [section]: text } });
  } catch (error) {
    if (error instanceof WriterFailure) throw new AppError("upstream_failed", error.message);
    throw error;
  }
}
