import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { INSIDE_AIRBNB_FIXTURE_FILES, readInsideAirbnbFixture } from "../../test/support/inside-airbnb-listings";
import { MARKETPLACE_IDS } from "../marketplaces/marketplace-rules";
import { gradeListing } from "./grade-listing";

/*
 * The whole result of every Inside Airbnb fixture row (scores as unrounded floats, every text, every advisory, in
 * order), for each marketplace, pinned by a SHA-256 of its JSON. Recorded on 2026-11-28 before the grader was made
 * faster (issue 22, "with the same results"): a change that alters any grade fails here. A change meant to alter
 * grades records the new digests, and says why in its commit.
 */
const RESULT_DIGESTS: Record<string, Record<string, string>> = {
  "albany-ny_listings_2024-11-05.csv.gz": {
    airbnb: "d8ebdec92f804cb534a067a07075c5c35eee13e1a4cd6275ce43e5804c50daac",
    vrbo: "907304eced9a8d8d149012e997645b4735cfae1f8f73985df6c33f8949f71b75",
    booking: "8737be8af554abaf13a8478cfd2b551db70e2697d8ffb9267c0c399f16b74039",
  },
  "antwerp_listings_2024-06-29_minus-heldout.csv.gz": {
    airbnb: "7ce0de9f1b033509d06eb78565612dbdba0e1861d2be3b3bbbeb7bb6de102e2c",
    vrbo: "45498770bf5b6d710f0ef434a715bf8ad545afebfb2dc4dc06d04960766d4e6c",
    booking: "e5e89f25cf308c1d9d953efeca0d2210192c95274991021579148559cf3cfd71",
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
