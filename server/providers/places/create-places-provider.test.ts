import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PLACES_AREAS, startPlacesStandIn, type PlacesStandIn } from "../../../test/support/places-stand-in";
import { parseEnv } from "../../env";
import { choosePlacesSource, createPlacesProvider, type PlacesProviderOverrides } from "./create-places-provider";
import { PLACES_WARNINGS } from "./nearby-places-provider";

const KEY = "test-google-places-key";
let standIn: PlacesStandIn;
beforeAll(async () => {
  standIn = await startPlacesStandIn(KEY);
});
afterAll(() => standIn.close());
afterEach(() => {
  for (const vendor of ["nominatim", "overpass", "google"] as const) standIn.setMode(vendor, "recorded");
});

/** A logger whose lines the test can read. */
function recordingLogger() {
  const lines: { level: number; msg: string }[] = [];
  const logger = pino({ level: "warn" }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
  return { logger, lines };
}

function provider(settings: Record<string, string> = {}, overrides: PlacesProviderOverrides = {}) {
  const env = parseEnv({
    BASE_URL: "https://listinglift.example",
    NOMINATIM_BASE_URL: standIn.nominatimBaseUrl,
    OVERPASS_BASE_URL: standIn.overpassUrl,
    GOOGLE_PLACES_BASE_URL: standIn.googleBaseUrl,
    ...settings,
  });
  const { logger, lines } = recordingLogger();
  return { places: createPlacesProvider(env, logger, overrides), lines };
}

const rouen = { city: "Rouen", country: "France", ...PLACES_AREAS.rouenCathedral };
const seattle = { address: "1527 15th Avenue", city: "Seattle", region: "Washington", country: "United States" };

describe("createPlacesProvider: OpenStreetMap (the default)", () => {
  it("ranks the places around Rouen Cathedral: nearest first, every category present, at most 3 of one, 10 in all", async () => {
    const { places } = provider();
    const before = standIn.callsTo("nominatim").length;
    const result = await places.findNearby(rouen);
    expect(standIn.callsTo("nominatim").length).toBe(before); // the map point was given: no geocoding
    expect(result.center).toEqual({ lat: 49.4402, lng: 1.0948, displayName: null, precise: true });
    expect(result.source).toBe("openstreetmap");
    expect(result.warnings).toEqual([]);
    // Distances checked by hand with the spherical law of cosines: 54, 57, 95, 97, 97, 126, 206, 276, 516, 990 m.
    expect(result.points.map((p) => [p.name, p.category, p.distanceMeters, p.walkMinutes])).toEqual([
      ["L'échoppe gourmande", "food", 50, 1],
      ["Les artisans de la Calende", "food", 60, 1],
      ["Grande Pharmacie du Centre", "health", 100, 1],
      ["Social Perk", "cafe", 100, 1],
      ["L'amandier", "cafe", 100, 1],
      ["Betty Bio", "groceries", 130, 2],
      ["Carrefour City", "groceries", 210, 3],
      ["Le Boho", "nightlife", 280, 4],
      ["Musée national de l’Éducation", "sight", 520, 7],
      ["Jardin Saint-Paul", "park", 990, 12],
    ]);
    expect(result.points.every((p) => p.source === "openstreetmap")).toBe(true);
    // A bike-share station named after a museum is not a museum.
    expect(result.points.find((p) => p.name === "Musée des beaux arts")).toBeUndefined();

    const query = new URLSearchParams(standIn.callsTo("overpass").at(-1)!.body).get("data")!;
    expect(query).toContain("around:1500,49.4402,1.0948");
    expect(standIn.callsTo("overpass").at(-1)!.headers["user-agent"]).toBe("ListingLift (https://listinglift.example)");
  });

  it("keeps the host's points first, and asks Overpass once for one home (the form, then the generation)", async () => {
    const { places } = provider();
    await places.findNearby(rouen);
    const asked = standIn.callsTo("overpass").length;
    const host = [
      { name: "Cathédrale Notre-Dame", category: "sight" as const, distanceMeters: 0 },
      { name: "Betty bio", category: "groceries" as const },
    ];
    const result = await places.findNearby({ ...rouen, lat: 49.44021 }, { hostPoints: host });
    expect(standIn.callsTo("overpass").length).toBe(asked);
    expect(result.points.slice(0, 2)).toEqual([
      { name: "Cathédrale Notre-Dame", category: "sight", distanceMeters: 0, walkMinutes: 1, source: "host" },
      { name: "Betty bio", category: "groceries", distanceMeters: 130, walkMinutes: 2, source: "host" },
    ]);
    expect(result.points).toHaveLength(10);
    expect(result.points.filter((p) => p.name.toLowerCase() === "betty bio")).toHaveLength(1);
  });

  it("geocodes a street address with Nominatim, then searches around the point found", async () => {
    const { places } = provider();
    const result = await places.findNearby(seattle);
    expect(result.center).toEqual({
      lat: 47.6150608,
      lng: -122.3129678,
      displayName: "1527, 15th Avenue, Madison Valley, Capitol Hill, Seattle, King County, Washington, 98122, United States",
      precise: true,
    });
    const nominatim = standIn.callsTo("nominatim").at(-1)!;
    expect(nominatim.query).toMatchObject({ q: "1527 15th Avenue, Seattle, Washington, United States", format: "jsonv2", limit: "1" });
    expect(nominatim.headers["user-agent"]).toBe("ListingLift (https://listinglift.example)");
    expect(new URLSearchParams(standIn.callsTo("overpass").at(-1)!.body).get("data")).toContain("around:1500,47.615061,-122.312968");
    expect(result).toMatchObject({ points: [], warnings: [] }); // nothing recorded around Seattle: a true "no results"
  });

  it("shows a city-level match on the map but adds no places around a city's centre", async () => {
    const { places } = provider();
    const overpassCalls = standIn.callsTo("overpass").length;
    const result = await places.findNearby({ city: "Ottawa", country: "Canada" }, { hostPoints: [{ name: "ByWard Market", category: "groceries" }] });
    expect(result.center).toEqual({ lat: 45.421106, lng: -75.690308, displayName: "Ottawa, Ontario, Canada", precise: false });
    expect(result.points).toEqual([{ name: "ByWard Market", category: "groceries", distanceMeters: null, walkMinutes: null, source: "host" }]);
    expect(result.warnings).toEqual([PLACES_WARNINGS.imprecise("Ottawa, Ontario, Canada")]);
    expect(standIn.callsTo("overpass").length).toBe(overpassCalls);
  });

  it("says so when the address is not found, and keeps the host's points", async () => {
    const { places } = provider();
    const result = await places.findNearby({ address: "1 Nowhere Lane", city: "Atlantis", country: "Nowhere" }, { hostPoints: [{ name: "Pier", category: "sight", distanceMeters: 300 }] });
    expect(result).toEqual({
      center: null,
      points: [{ name: "Pier", category: "sight", distanceMeters: 300, walkMinutes: 4, source: "host" }],
      source: "openstreetmap",
      warnings: [PLACES_WARNINGS.notFound],
    });
  });
});

describe("createPlacesProvider: a vendor that fails gives a warning and no found places, never an exception", () => {
  it("Overpass's timeout remark: a warning, the host's points, a log line, and no cached failure", async () => {
    const { places, lines } = provider();
    standIn.setMode("overpass", "timeout-remark");
    const result = await places.findNearby(rouen, { hostPoints: [{ name: "Gros-Horloge", category: "sight", distanceMeters: 350 }] });
    expect(result.points.map((p) => p.name)).toEqual(["Gros-Horloge"]);
    expect(result.warnings).toEqual([PLACES_WARNINGS.searchFailed("OpenStreetMap Overpass could not finish the search")]);
    expect(lines).toEqual([expect.objectContaining({ level: 40, msg: "places: nearby search failed" })]);

    standIn.setMode("overpass", "recorded");
    expect((await places.findNearby(rouen)).points).toHaveLength(10);
  });

  it.each([
    [500, "OpenStreetMap Overpass answered HTTP 500"],
    ["hang", "OpenStreetMap Overpass did not answer within 0.3 seconds"],
  ] as const)("Overpass %s: %s", async (mode, reason) => {
    const { places } = provider({}, { timeoutMs: 300 });
    standIn.setMode("overpass", mode);
    const result = await places.findNearby(rouen);
    expect(result).toEqual({ center: expect.objectContaining({ lat: 49.4402 }), points: [], source: "openstreetmap", warnings: [PLACES_WARNINGS.searchFailed(reason)] });
  });

  it.each([
    [503, "OpenStreetMap Nominatim answered HTTP 503"],
    ["hang", "OpenStreetMap Nominatim did not answer within 0.3 seconds"],
  ] as const)("Nominatim %s: %s", async (mode, reason) => {
    const { places, lines } = provider({}, { timeoutMs: 300 });
    standIn.setMode("nominatim", mode);
    const result = await places.findNearby(seattle);
    expect(result).toEqual({ center: null, points: [], source: "openstreetmap", warnings: [PLACES_WARNINGS.geocodeFailed(reason)] });
    expect(lines.map((line) => line.msg)).toEqual(["places: geocoding failed"]);
  });

  it("an unreachable vendor (no network): a warning", async () => {
    const { places } = provider({ OVERPASS_BASE_URL: "http://127.0.0.1:9/api/interpreter" });
    const result = await places.findNearby(rouen);
    expect(result.warnings).toEqual([PLACES_WARNINGS.searchFailed("OpenStreetMap Overpass could not be reached")]);
  });
});

describe("createPlacesProvider: Google Places and none", () => {
  it("uses Google when a key is set, nearest first within walking distance", async () => {
    const { places } = provider({ GOOGLE_PLACES_KEY: KEY });
    expect(places.source).toBe("google");
    const result = await places.findNearby({ city: "San Francisco", country: "United States", ...PLACES_AREAS.sanFranciscoUnionSquare });
    expect(result.points).toEqual([
      { name: "The Grove - Yerba Buena", category: "food", distanceMeters: 510, walkMinutes: 6, source: "google" },
      { name: "Tony's Pizza Napoletana", category: "food", distanceMeters: 1380, walkMinutes: 17, source: "google" },
      { name: "House of Prime Rib", category: "food", distanceMeters: 1470, walkMinutes: 18, source: "google" },
    ]);
    expect(standIn.callsTo("google").at(-1)!.headers["x-goog-api-key"]).toBe(KEY);
  });

  it("uses no vendor at all with PLACES_PROVIDER=none", async () => {
    const { places } = provider({ PLACES_PROVIDER: "none" });
    const before = standIn.calls.length;
    const result = await places.findNearby(rouen, { hostPoints: [{ name: "Gros-Horloge", category: "sight", distanceMeters: 350 }] });
    expect(result).toEqual({
      center: { lat: 49.4402, lng: 1.0948, displayName: null, precise: true },
      points: [{ name: "Gros-Horloge", category: "sight", distanceMeters: 350, walkMinutes: 4, source: "host" }],
      source: "none",
      warnings: [],
    });
    expect(standIn.calls.length).toBe(before);
  });

  it.each([
    [{}, "openstreetmap"],
    [{ GOOGLE_PLACES_KEY: KEY }, "google"],
    [{ GOOGLE_PLACES_KEY: KEY, PLACES_PROVIDER: "openstreetmap" }, "openstreetmap"],
    [{ GOOGLE_PLACES_KEY: KEY, PLACES_PROVIDER: "none" }, "none"],
    [{ PLACES_PROVIDER: "google", GOOGLE_PLACES_KEY: KEY }, "google"],
  ])("settings %j choose %s", (settings, source) => {
    expect(choosePlacesSource(parseEnv(settings))).toBe(source);
  });

  it("refuses to start with PLACES_PROVIDER=google and no key", () => {
    expect(() => provider({ PLACES_PROVIDER: "google" })).toThrow("PLACES_PROVIDER=google needs GOOGLE_PLACES_KEY.");
    expect(() => parseEnv({ PLACES_PROVIDER: "bing" })).toThrow("PLACES_PROVIDER");
  });
});
