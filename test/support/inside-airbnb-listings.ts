import { readInsideAirbnbFile } from "../../cli/inside-airbnb/read-inside-airbnb-file";
import type { Listing } from "../../core/listing/listing";

/** The Inside Airbnb files whose rows bench/grader.ts times the grader on (fixtures/SOURCES.md says where they come from). */
export const INSIDE_AIRBNB_FIXTURE_FILES = [
  "fixtures/inside-airbnb/albany-ny_listings_2024-11-05.csv.gz",
  "fixtures/inside-airbnb/antwerp_listings_2024-06-29_minus-heldout.csv.gz",
] as const;

/** Tests only: every row of a fixture file as the CLI and the bench read it (the test does the I/O: core/ does none). */
export function readInsideAirbnbFixture(file: string): Listing[] {
  return readInsideAirbnbFile(file);
}

/**
 * What a host pastes from their listing page: the title, the description, then "What this place offers" and its list.
 * The load bench's grader bodies and the pasted-text tests make their texts with it.
 */
export function toPastedText(listing: Listing): string {
  const amenities = listing.amenities.length > 0 ? `\n\nWhat this place offers\n${listing.amenities.join("\n")}` : "";
  return `${listing.title}\n\n${listing.description}${amenities}`;
}
