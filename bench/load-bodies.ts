import { readInsideAirbnbFile } from "../cli/inside-airbnb/read-inside-airbnb-file";
import { toPastedText } from "../test/support/inside-airbnb-listings";
import { INSIDE_AIRBNB_FILES } from "./grader";

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
