import { randomUUID } from "node:crypto";
import type { ListingDetail } from "../../../contracts/listings";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/listings";
import { AppError } from "../../errors";
import { findOwnListing } from "./get-listing";
import { presentListing } from "./present-listing";

/** A copy of a finished listing to edit into a variant; nothing is written again, so nothing is charged. */
export async function duplicateListing(db: Database, userId: string, id: string): Promise<ListingDetail> {
  const source = await findOwnListing(db, userId, id);
  if (source.status !== "ready") throw new AppError("conflict", "Only a finished listing can be duplicated.");
  const [copy] = await db
    .insert(listings)
    .values({
      id: randomUUID(),
      userId,
      status: "ready",
      origin: source.origin,
      marketplace: source.marketplace,
      language: source.language,
      facts: source.facts,
      output: source.output,
      grade: source.grade,
      title: `${source.title} (copy)`.slice(0, 300),
      overallScore: source.overallScore,
      writerLabel: source.writerLabel,
      completedAt: new Date(),
    })
    .returning();
  return presentListing(copy!);
}
