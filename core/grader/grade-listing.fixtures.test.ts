import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { INSIDE_AIRBNB_FIXTURE_FILES, readInsideAirbnbFixture } from "../../test/support/inside-airbnb-listings";
import { MARKETPLACE_IDS } from "../marketplaces/marketplace-rules";
import { gradeListing } from "./grade-listing";

/*
 * The whole result of every Inside Airbnb fixture row (scores as unrounded floats, every text, every advisory, in
 * order), for each marketplace, pinned by a SHA-256 of its JSON. Recorded on 2026-11-28 before the grader was made
 * faster (issue 22, "with the same results"): a change that alters any grade fails here. A change meant to alter
 * grades records the new digests, and says why in its commit. Recorded again on 2026-11-30: the key amenities "TV" and
 * "EV charger" are written so in the amenities card (they were "tv" and "ev charger"); no score changed.
 */
const RESULT_DIGESTS: Record<string, Record<string, string>> = {
  "albany-ny_listings_2024-11-05.csv.gz": {
    airbnb: "09027cc2b423a143ad7e119ebc2fc38c5d4310b47e402c6a29efaf89abb3884d",
    vrbo: "be4770f5b3a84b4d826474e24fedce2232eda2f1931918ba347c881a71d0ea86",
    booking: "e846b83404411a7ac2e4d0ea2650d0859d38cbaef7a97a4d373a90d6f8be3089",
  },
  "antwerp_listings_2024-06-29_minus-heldout.csv.gz": {
    airbnb: "b0c0d17e9eefdea68f34c64815315e0e18a22decd5c3c2745dfa6b1b103deb5e",
    vrbo: "6d2fb35af4b273d556802eb95b0a63470b257d6e18e910603adb7414e8eb635f",
    booking: "965e13616777fcc6e7af9180e7a5fcb65cea30c0688cfc149d30a796b7d10887",
  },
};

const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

describe("gradeListing on every Inside Airbnb fixture row", () => {
  for (const file of INSIDE_AIRBNB_FIXTURE_FILES) {
    const name = file.split("/").at(-1)!;
    it(`grades ${name} exactly as recorded, for each marketplace`, () => {
      const listings = readInsideAirbnbFixture(file);
      expect(listings.length).toBeGreaterThan(400);
      const digests = Object.fromEntries(
        MARKETPLACE_IDS.map((marketplace) => [marketplace, digest(listings.map((listing) => gradeListing(listing, { marketplace })))]),
      );
      expect(digests).toEqual(RESULT_DIGESTS[name]);
    });
  }
});
