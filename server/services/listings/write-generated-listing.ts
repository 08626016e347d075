import type { QualityResult } from "../../../core/grader/types";
import type { GeneratedListing } from "../../../core/writer/generated-listing";
import { gradeGeneratedListing } from "../../../core/writer/grade-generated-listing";
import type { PlacesProvider } from "../../providers/places/types";
import { findListingPoints } from "./find-listing-points";
import type { ListingWriter, WriteRequest, WriterHooks } from "../../writers/listing/listing-writer";

export interface WrittenListing {
  output: GeneratedListing;
  grade: QualityResult;
  /** Why nearby places may be missing (a failed map look-up); the listing then names only the host's. */
  placeWarnings: string[];
}

/**
 * Nearby places, the writing, its checks and its grade: everything a generation does except recording and charging.
 * The API, the bulk worker and the CLI share it.
 */
export async function writeGeneratedListing(
  deps: { writer: ListingWriter; places: PlacesProvider },
  request: Omit<WriteRequest, "points">,
  hooks: WriterHooks & { onPlaces?: () => void } = {},
): Promise<WrittenListing> {
  hooks.onPlaces?.();
  const { points, warnings } = await findListingPoints(request.facts, deps.places);
  const result = await deps.writer.write({ ...request, points }, hooks);
  const title = result.texts.titles[0]!;
  const output: GeneratedListing = {
    ...result.texts,
    title,
    pointsOfInterest: points,
    marketplace: request.marketplace,
    language: request.language,
    checks: result.checks,
    writer: result.writer,
    // Kept with the listing, so its page can say that nearby places were left out and why.
    ...(warnings.length > 0 ? { placeWarnings: warnings } : {}),
  };
  return { output, grade: gradeGeneratedListing(result.texts, title, request.facts, request.marketplace), placeWarnings: warnings };
}
