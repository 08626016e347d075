import { describe, expect, it } from "vitest";
import type { PointCategory } from "../../../core/writer/property-facts";
import { normalizePlaceName, rankPoints, type NearbyFound } from "./rank-points";
import type { FoundPlace } from "./types";

const center = { lat: 48.8566, lng: 2.3522 };
/** A place `meters` north of the centre (one degree of latitude is 111,195 m on the mean sphere). */
const north = (name: string, category: PointCategory, meters: number): FoundPlace => ({ name, category, lat: center.lat + meters / 111_195.08, lng: center.lng });
const around = (places: FoundPlace[]): NearbyFound => ({ center, places, source: "openstreetmap" });

describe("rankPoints", () => {
  it("keeps every host point first and as typed, even past the overall cap, then fills the room left", () => {
    const host = Array.from({ length: 4 }, (_, i) => ({ name: `Host place ${i}`, category: "sight" as const, distanceMeters: 900 - i }));
    const found = [north("Bakery", "food", 100), north("Tram", "transit", 200), north("Park", "park", 300)];
    const points = rankPoints(host, around(found), { maxPoints: 6 });
    expect(points.map((p) => [p.name, p.source])).toEqual([
      ["Host place 0", "host"],
      ["Host place 1", "host"],
      ["Host place 2", "host"],
      ["Host place 3", "host"],
      ["Bakery", "openstreetmap"],
      ["Tram", "openstreetmap"],
    ]);
    expect(points[0]).toEqual({ name: "Host place 0", category: "sight", distanceMeters: 900, walkMinutes: 11, source: "host" });
    expect(rankPoints(host, around(found), { maxPoints: 3 }).map((p) => p.source)).toEqual(["host", "host", "host", "host"]);
  });

  it("gives a host point without a distance the distance of the found place of that name, and lists that place once", () => {
    const points = rankPoints([{ name: "cafe de la GARE", category: "cafe" }], around([north("Café de la Gare", "cafe", 347), north("Other", "food", 500)]));
    expect(points).toEqual([
      { name: "cafe de la GARE", category: "cafe", distanceMeters: 350, walkMinutes: 4, source: "host" },
      { name: "Other", category: "food", distanceMeters: 500, walkMinutes: 6, source: "openstreetmap" },
    ]);
  });

  it("keeps host points with no distance and no match as they are (null distance and minutes), and drops the host's own repeats", () => {
    const points = rankPoints([{ name: "The market", category: "groceries" }, { name: "THE MARKET ", category: "groceries" }], null);
    expect(points).toEqual([{ name: "The market", category: "groceries", distanceMeters: null, walkMinutes: null, source: "host" }]);
  });

  it("does not let a street of cafés crowd out the park and the tram stop (at most 3 a category)", () => {
    const cafes = Array.from({ length: 40 }, (_, i) => north(`Café ${i}`, "cafe", 20 + i * 10));
    const points = rankPoints([], around([...cafes, north("Tram stop", "transit", 1200), north("Big park", "park", 1450)]));
    expect(points.map((p) => p.name)).toEqual(["Café 0", "Café 1", "Café 2", "Tram stop", "Big park"]);
  });

  it("counts the host's points in a category's cap", () => {
    const host = [{ name: "Mine 1", category: "food" as const }, { name: "Mine 2", category: "food" as const }];
    const found = [north("Food A", "food", 50), north("Food B", "food", 60), north("Shop", "groceries", 700)];
    expect(rankPoints(host, around(found)).map((p) => p.name)).toEqual(["Mine 1", "Mine 2", "Food A", "Shop"]);
  });

  it("takes each category's nearest before any category's second, then orders by distance", () => {
    const found = [north("Food 1", "food", 10), north("Food 2", "food", 20), north("Food 3", "food", 30), north("Beach", "beach", 1000)];
    const points = rankPoints([], around(found), { maxPoints: 2 });
    expect(points.map((p) => p.name)).toEqual(["Food 1", "Beach"]);
  });

  it("drops places beyond the walking radius and keeps the nearest of places with one name", () => {
    const found = [north("Far museum", "sight", 1600), north("Carrefour City", "groceries", 470), north("carrefour  city", "groceries", 206)];
    expect(rankPoints([], around(found))).toEqual([
      { name: "carrefour  city", category: "groceries", distanceMeters: 210, walkMinutes: 3, source: "openstreetmap" },
    ]);
    expect(rankPoints([], around(found), { radiusMeters: 2000 }).map((p) => p.name)).toEqual(["carrefour  city", "Far museum"]);
  });

  it("gives no found places without a centre", () => {
    expect(rankPoints([], null)).toEqual([]);
  });

  it("shows distances to the nearest 10 m, never 0, and at least 1 minute on foot", () => {
    const points = rankPoints([], around([north("Downstairs", "cafe", 2), north("Corner", "food", 125), north("Station", "transit", 1476)]));
    expect(points.map((p) => [p.distanceMeters, p.walkMinutes])).toEqual([
      [10, 1],
      [130, 2],
      [1480, 19],
    ]);
  });

  it("labels the found points with their source", () => {
    expect(rankPoints([], { ...around([north("Museum", "sight", 300)]), source: "google" })[0]?.source).toBe("google");
  });
});

describe("normalizePlaceName", () => {
  it("ignores case, accents and repeated spaces", () => {
    expect(normalizePlaceName("  Café   de l'Époque ")).toBe(normalizePlaceName("cafe de l'epoque"));
  });
});
