import fs from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PLACES_AREAS, PLACES_FIXTURES, readAroundFilter, startPlacesStandIn, type PlacesStandIn } from "../../../test/support/places-stand-in";
import { classifyOsmTags, OSM_CATEGORY_TAGS } from "./osm-categories";
import { buildOverpassQuery, createOverpassSearch, readOverpassAnswer } from "./overpass";
import { PlacesLookupError } from "./types";

let standIn: PlacesStandIn;
beforeAll(async () => {
  standIn = await startPlacesStandIn();
});
afterAll(() => standIn.close());
afterEach(() => standIn.setMode("overpass", "recorded"));

const USER_AGENT = "ListingLift (https://listinglift.example)";
const search = (timeoutMs = 5_000) => createOverpassSearch({ endpoint: standIn.overpassUrl, userAgent: USER_AGENT, timeoutMs });
const recorded = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as { elements: { type: string; id: number; tags?: Record<string, string> }[] };

describe("buildOverpassQuery", () => {
  it("asks for the named places of every category around the point, with centres for ways, in JSON", () => {
    const query = buildOverpassQuery({ lat: 49.4402, lng: 1.0948 }, 1500, 8);
    expect(query.startsWith("[out:json][timeout:8];\n(")).toBe(true);
    expect(query.endsWith(");\nout center;")).toBe(true);
    for (const key of Object.keys(OSM_CATEGORY_TAGS)) expect(query).toContain(`nwr(around:1500,49.4402,1.0948)["${key}"~"^(`);
    expect(query).toContain('["amenity"~"^(restaurant|fast_food|food_court|ice_cream|cafe|bar|pub|biergarten|nightclub|pharmacy|hospital|marketplace|bus_station|ferry_terminal|theatre)$"]["name"];');
    expect(query.match(/\["name"\];/g)).toHaveLength(Object.keys(OSM_CATEGORY_TAGS).length);
  });
});

describe("classifyOsmTags", () => {
  it.each([
    [{ amenity: "restaurant" }, "food"],
    [{ shop: "bakery" }, "food"],
    [{ amenity: "cafe", shop: "newsagent" }, "cafe"],
    [{ amenity: "restaurant", shop: "bakery" }, "food"],
    [{ shop: "supermarket" }, "groceries"],
    [{ highway: "bus_stop" }, "transit"],
    [{ railway: "tram_stop" }, "transit"],
    [{ leisure: "park" }, "park"],
    [{ natural: "beach" }, "beach"],
    [{ tourism: "viewpoint" }, "sight"],
    [{ amenity: "nightclub" }, "nightlife"],
    [{ amenity: "pharmacy" }, "health"],
    [{ amenity: "bank" }, null],
    [{ tourism: "hotel" }, null],
    [{ amenity: "toString" }, null],
  ])("%j is %s", (tags, category) => {
    expect(classifyOsmTags(tags as Record<string, string>)).toBe(category);
  });
});

describe("the Overpass search against recorded answers", () => {
  it("POSTs the query as the form field `data` and reads Rouen's named places of our categories", async () => {
    const places = await search().searchNearby(PLACES_AREAS.rouenCathedral, 1500);
    const call = standIn.callsTo("overpass").at(-1)!;
    expect(call.method).toBe("POST");
    expect(call.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(call.headers["user-agent"]).toBe(USER_AGENT);
    const query = new URLSearchParams(call.body).get("data")!;
    expect(query).toBe(buildOverpassQuery(PLACES_AREAS.rouenCathedral, 1500, 5));
    expect(readAroundFilter(query)).toEqual({ radius: 1500, lat: 49.4402, lng: 1.0948 });

    // The recording holds 438 nodes: banks, ATMs, hotels, parkings, toilets… and 37 without a name. Only ours are kept.
    const expected = recorded(PLACES_FIXTURES.overpassRouen).elements.filter((e) => e.tags?.name && classifyOsmTags(e.tags));
    expect(places).toHaveLength(expected.length);
    expect(places.length).toBeLessThan(438 - 37);
    expect(new Set(places.map((p) => p.category))).toEqual(new Set(["food", "cafe", "groceries", "health", "nightlife", "sight", "park"]));
    expect(places).toContainEqual({ name: "Jardin Saint-Paul", category: "park", lat: 49.4363438, lng: 1.1071413 });
    expect(places.find((p) => p.name === "Espace du Palais")).toBeUndefined(); // an underground car park
  });

  it("places a way (Halle's Heidemensa) at the centre Overpass gives it", async () => {
    const places = await search().searchNearby(PLACES_AREAS.halleMarktplatz, 1500);
    expect(places).toContainEqual({ name: "Heidemensa", category: "food", lat: 51.4965308, lng: 11.9339655 });
    // 145 elements, all named; 4 are of no category we list (a staff canteen, a food co-op, two community kitchens).
    expect(places).toHaveLength(141);
    expect(places.find((p) => p.name === "SWH Betriebsrestaurant")).toBeUndefined();
  });

  it("drops Istanbul's elements that have no name (20 of 200)", async () => {
    const places = await search().searchNearby(PLACES_AREAS.istanbulModa, 1500);
    expect(places).toHaveLength(180);
    expect(places.every((p) => p.name.length > 0 && (p.category === "food" || p.category === "cafe"))).toBe(true);
  });

  it("answers an empty list for an area with nothing recorded (a real 'no results')", async () => {
    expect(await search().searchNearby({ lat: -45, lng: 170 }, 1500)).toEqual([]);
  });

  it("tells Overpass's 'runtime error' remark apart from no results", async () => {
    standIn.setMode("overpass", "timeout-remark");
    const failure = await search().searchNearby(PLACES_AREAS.rouenCathedral, 1500).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PlacesLookupError);
    expect((failure as PlacesLookupError).message).toBe("OpenStreetMap Overpass could not finish the search.");
    expect((failure as PlacesLookupError).detail).toEqual({ remark: 'runtime error: Query timed out in "query" at line 4 after 2 seconds.' });
  });

  it("fails with the status when Overpass answers 429 or 504, and with the deadline when it never answers", async () => {
    standIn.setMode("overpass", 504);
    await expect(search().searchNearby(PLACES_AREAS.rouenCathedral, 1500)).rejects.toThrow("OpenStreetMap Overpass answered HTTP 504.");
    standIn.setMode("overpass", "hang");
    await expect(search(300).searchNearby(PLACES_AREAS.rouenCathedral, 1500)).rejects.toThrow("OpenStreetMap Overpass did not answer within 0.3 seconds.");
  });
});

describe("readOverpassAnswer", () => {
  it("refuses an answer without elements, and keeps places despite a remark that is not an error", () => {
    expect(() => readOverpassAnswer({ remark: "runtime error: out of memory" })).toThrow(PlacesLookupError);
    const node = { type: "node", id: 1, lat: 1, lon: 2, tags: { name: "Kiosk", shop: "convenience" } };
    expect(readOverpassAnswer({ elements: [node], remark: "runtime remark: timeout soon" })).toEqual([{ name: "Kiosk", category: "groceries", lat: 1, lng: 2 }]);
    expect(readOverpassAnswer({ elements: [{ type: "way", id: 2, tags: { name: "No centre", leisure: "park" } }] })).toEqual([]);
  });
});
