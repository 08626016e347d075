import { describe, expect, it } from "vitest";
import { PLACES_WARNINGS } from "../../providers/places/nearby-places-provider";
import { credits, generate, hostWithCredits, LISBON_FACTS } from "../../../test/support/listing-requests";
import { useTestApp } from "../../../test/support/test-app";
import { readAnswer } from "../../../test/support/read-answer";
import { listingDetailSchema } from "../../../contracts/listings";

// A map service that cannot be reached: nothing listens on port 9 of this machine, so the connection is refused at once.
const UNREACHABLE = "http://127.0.0.1:9";
const t = useTestApp({ env: { TRUST_PROXY: "true", PLACES_PROVIDER: "openstreetmap", NOMINATIM_BASE_URL: UNREACHABLE, OVERPASS_BASE_URL: UNREACHABLE } });

describe("a listing written while the map service cannot be reached", () => {
  it("is written from the host's places, charged, and keeps why nearby places were left out for its page", async () => {
    const host = await hostWithCredits(t, 1);
    const response = await generate(t, host.cookie, { facts: LISBON_FACTS, marketplace: "airbnb" });
    expect(response.status).toBe(200);
    const listing = await readAnswer(response, listingDetailSchema);
    expect(listing.status).toBe("ready");
    expect(listing.output!.placeWarnings).toEqual(["The map service could not look up the address (OpenStreetMap Nominatim could not be reached), so no nearby places were added. Try again later, or give the map point."]);
    expect(listing.output!.placeWarnings![0]).not.toBe(PLACES_WARNINGS.notFound);
    expect(listing.output!.pointsOfInterest.every((point) => point.source === "host")).toBe(true);
    expect(await credits(t, host.cookie)).toBe(0);

    const again = await t.app.request(`/api/v1/listings/${listing.id}`, { headers: { cookie: host.cookie } });
    expect((await readAnswer(again, listingDetailSchema)).output!.placeWarnings).toEqual(listing.output!.placeWarnings);
  });
});
