import { describe, expect, it } from "vitest";
import { describeNothingFound } from "./nearby-messages";

describe("describeNothingFound", () => {
  it("says the server has no map service rather than that the address was not found", () => {
    expect(describeNothingFound({ source: "none", center: null })).toMatch(/^This server has no map service set up/u);
  });

  it("says the address was not found only when a map service looked", () => {
    expect(describeNothingFound({ source: "openstreetmap", center: null })).toMatch(/^This address was not found on the map/u);
  });

  it("names the point found when there is nothing named around it, and leaves out a name it does not have", () => {
    expect(describeNothingFound({ source: "openstreetmap", center: { lat: 51.2, lng: 4.4, displayName: "Meir, Antwerp", precise: true } })).toBe(
      "Found on the map (Meir, Antwerp), but no places within walking distance were found. Add the ones guests should know below.",
    );
    expect(describeNothingFound({ source: "openstreetmap", center: { lat: 51.2, lng: 4.4, displayName: null, precise: true } })).toMatch(/^Found on the map, but/u);
  });
});
