import { and, eq } from "drizzle-orm";
import type { ListingDetail, UpdateListingRequest } from "../../../contracts/listings";
import { checkGeneratedListing } from "../../../core/writer/check-generated-listing";
import type { GeneratedListing, ListingTexts } from "../../../core/writer/generated-listing";
import { gradeGeneratedListing } from "../../../core/writer/grade-generated-listing";
import type { PropertyFacts } from "../../../core/writer/property-facts";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/listings";
import { AppError } from "../../errors";
import { recordHomeScore } from "../homes/record-home-score";
import { findOwnListing } from "./get-listing";
import type { ListingRow } from "./listing-rows";
import { presentListing } from "./present-listing";

/** Checks and grade of texts as they are now, so the host sees at once what an edit did. */
export function recheck(output: GeneratedListing, facts: PropertyFacts): { output: GeneratedListing; grade: ReturnType<typeof gradeGeneratedListing> } {
  const texts: ListingTexts = { titles: output.titles, summary: output.summary, sections: output.sections, houseRules: output.houseRules, seoKeywords: output.seoKeywords };
  const checked = { ...texts, titles: [output.title, ...output.titles.filter((t) => t !== output.title)].slice(0, 3) as ListingTexts["titles"] };
  const checks = checkGeneratedListing(checked, facts, output.pointsOfInterest, { marketplace: output.marketplace });
  return { output: { ...output, checks }, grade: gradeGeneratedListing(texts, output.title, facts, output.marketplace) };
}

export async function saveOutput(db: Database, row: ListingRow, output: GeneratedListing): Promise<ListingDetail> {
  const { output: checked, grade } = recheck(output, row.facts as PropertyFacts);
  const saved = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(listings)
      .set({ output: checked, grade, title: checked.title, overallScore: grade.overallScore, updatedAt: new Date() })
      .where(and(eq(listings.id, row.id), eq(listings.userId, row.userId), eq(listings.status, "ready")))
      .returning();
    if (!updated) throw new AppError("conflict", "This listing changed while you were editing it. Reload it and try again.");
    // Written for a home, the edited text's grade is a point of the home's score over time.
    if (updated.homeId !== null) await recordHomeScore(tx, { homeId: updated.homeId, kind: "edited", overallScore: grade.overallScore, qualityLevel: grade.qualityLevel, listingId: updated.id });
    return updated;
  });
  return presentListing(saved);
}

/** The host's own edits of the texts; the checks and the grade are run again and saved with them. */
export async function updateListing(db: Database, userId: string, id: string, edits: UpdateListingRequest): Promise<ListingDetail> {
  const row = await findOwnListing(db, userId, id);
  const output = row.output as GeneratedListing | null;
  if (row.status !== "ready" || output === null) throw new AppError("conflict", "Only a finished listing can be edited.");
  const next: GeneratedListing = {
    ...output,
    ...(edits.title !== undefined ? { title: edits.title } : {}),
    ...(edits.titles !== undefined ? { titles: edits.titles } : {}),
    ...(edits.summary !== undefined ? { summary: edits.summary } : {}),
    ...(edits.houseRules !== undefined ? { houseRules: edits.houseRules } : {}),
    ...(edits.seoKeywords !== undefined ? { seoKeywords: edits.seoKeywords } : {}),
    sections: { ...output.sections, ...edits.sections },
  };
  return saveOutput(db, row, next);
}
