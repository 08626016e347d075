import type { Listing } from "../core/listing/listing";
import { readInsideAirbnbFile } from "../cli/inside-airbnb/read-inside-airbnb-file";
import { INSIDE_AIRBNB_FILES } from "./grader";

/** What a host pastes from their listing page: the title, the description, then "What this place offers" and its list. */
export function toPastedText(listing: Listing): string {
  const amenities = listing.amenities.length > 0 ? `\n\nWhat this place offers\n${listing.amenities.join("\n")}` : "";
  return `${listing.title}\n\n${listing.description}${amenities}`;
}

/**
 * POST /api/v1/grader/analyze bodies `{ text }`: real Inside Airbnb rows (the grader bench's fixtures) pasted as text,
 * those long enough for the grader (50 characters and more), the first `count` of them.
 */
export function readGraderBodies(count = 500): string[] {
  return INSIDE_AIRBNB_FILES.flatMap((file) => readInsideAirbnbFile(file))
    .map(toPastedText)
    .filter((text) => text.trim().length >= 50)
    .slice(0, count)
    .map((text) => JSON.stringify({ text }));
}
