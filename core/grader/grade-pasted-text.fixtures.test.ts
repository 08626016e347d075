import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { INSIDE_AIRBNB_FIXTURE_FILES, readInsideAirbnbFixture, toPastedText } from "../../test/support/inside-airbnb-listings";
import { parseListingText } from "../listing-text/parse-listing-text";
import { MARKETPLACE_IDS } from "../marketplaces/marketplace-rules";
import { gradeListing } from "./grade-listing";

/*
 * The pasted-text path (POST /api/v1/grader/analyze with { text }): every Inside Airbnb fixture row pasted as a host
 * would (toPastedText, as the load bench does), read by parseListingText and graded for each marketplace, pinned by a
 * SHA-256 of the JSON of the listings read and their grades. The listing's id is a random uuid and is left out.
 * Recorded on 2026-11-28 before the text path was made faster ("with the same results"); a change meant to alter what
 * is read or graded records the new digests and says why in its commit.
 */
const RESULT_DIGESTS: Record<string, string> = {
  "albany-ny_listings_2024-11-05.csv.gz": "abe9760ec966b1e4482876f478c3582027c166357b35c49d4ab60f8e5d81124c",
  "antwerp_listings_2024-06-29_minus-heldout.csv.gz": "ab96f9d69b8818293fec8a1777e5868718560989f40e9ca3c06269bb0dd85c85",
};

describe("parseListingText and gradeListing on every Inside Airbnb fixture row pasted as text", () => {
  for (const file of INSIDE_AIRBNB_FIXTURE_FILES) {
    const name = file.split("/").at(-1)!;
    it(`reads and grades ${name} exactly as recorded`, () => {
      const texts = readInsideAirbnbFixture(file).map(toPastedText);
      expect(texts.length).toBeGreaterThan(400);
      const hash = createHash("sha256");
      for (const text of texts) {
        const listing = { ...parseListingText(text), id: "" };
        hash.update(JSON.stringify(listing));
        for (const marketplace of MARKETPLACE_IDS) hash.update(JSON.stringify(gradeListing(listing, { marketplace })));
      }
      expect(hash.digest("hex")).toBe(RESULT_DIGESTS[name]);
    });
  }
});
