import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { PLACES_AREAS, startPlacesStandIn, type PlacesStandIn } from "../../../test/support/places-stand-in";
import { classifyGoogleTypes, GOOGLE_CATEGORY_TYPES } from "./google-categories";
import { createGooglePlacesSearch, GOOGLE_FIELD_MASK, readGoogleAnswer } from "./google-places";

const KEY = "test-google-places-key";
let standIn: PlacesStandIn;
beforeAll(async () => {
  standIn = await startPlacesStandIn(KEY);
});
afterAll(() => standIn.close());
afterEach(() => standIn.setMode("google", "recorded"));

const search = (apiKey = KEY, timeoutMs = 5_000) => createGooglePlacesSearch({ apiKey, baseUrl: standIn.googleBaseUrl, timeoutMs });

describe("the Google Places (New) search against a recorded searchNearby answer", () => {
  it("sends the key and the field mask as headers, and a circle around the home with our types", async () => {
    await search().searchNearby(PLACES_AREAS.sanFranciscoUnionSquare, 1500);
    const call = standIn.callsTo("google").at(-1)!;
    expect(call.method).toBe("POST");
    expect(call.path).toBe("/v1/places:searchNearby");
    expect(call.headers["x-goog-api-key"]).toBe(KEY);
    expect(call.headers["x-goog-fieldmask"]).toBe("places.id,places.displayName,places.primaryType,places.types,places.location,places.businessStatus");
    expect(call.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(call.body)).toEqual({
      includedTypes: Object.keys(GOOGLE_CATEGORY_TYPES),
      maxResultCount: 20,
      locationRestriction: { circle: { center: { latitude: 37.788, longitude: -122.4075 }, radius: 1500 } },
    });
    expect(Object.keys(GOOGLE_CATEGORY_TYPES).length).toBeLessThanOrEqual(50);
    expect(GOOGLE_FIELD_MASK.split(",").every((field) => field.startsWith("places."))).toBe(true);
  });

  it("reads each place's name, position and category from its primary type; a hotel is not a restaurant", async () => {
    const places = await search().searchNearby(PLACES_AREAS.sanFranciscoUnionSquare, 1500);
    expect(places.map((p) => [p.name, p.category])).toEqual([
      ["In-N-Out Burger", "food"],
      ["Serramonte Center", "shopping"],
      ["Tony's Pizza Napoletana", "food"],
      ["La Taqueria", "food"],
      ["In-N-Out Burger", "food"],
      ["Tartine Bakery", "food"],
      ["Tartine Manufactory", "food"],
      ["House of Prime Rib", "food"],
      ["The Grove - Yerba Buena", "food"],
    ]);
    expect(places[0]).toEqual({ name: "In-N-Out Burger", category: "food", lat: 37.8077951, lng: -122.41851189999998 });
    expect(places.find((p) => p.name === "Fairmont San Francisco")).toBeUndefined();
  });

  it("fails with Google's status for a wrong key, without the key in the message", async () => {
    const failure = (await search("wrong-key").searchNearby(PLACES_AREAS.sanFranciscoUnionSquare, 1500).catch((e: unknown) => e)) as Error;
    expect(failure.message).toBe("Google Places answered HTTP 400.");
    expect(JSON.stringify(failure)).not.toContain("wrong-key");
  });

  it("gives up when Google does not answer in time", async () => {
    standIn.setMode("google", "hang");
    await expect(search(KEY, 300).searchNearby(PLACES_AREAS.sanFranciscoUnionSquare, 1500)).rejects.toThrow("Google Places did not answer within 0.3 seconds.");
  });
});

describe("readGoogleAnswer", () => {
  it("reads `{}` (no places) as none and skips closed places", () => {
    expect(readGoogleAnswer({})).toEqual([]);
    const place = { displayName: { text: "Old Bar" }, primaryType: "bar", location: { latitude: 1, longitude: 2 } };
    expect(readGoogleAnswer({ places: [{ ...place, businessStatus: "CLOSED_PERMANENTLY" }] })).toEqual([]);
    expect(readGoogleAnswer({ places: [place] })).toEqual([{ name: "Old Bar", category: "nightlife", lat: 1, lng: 2 }]);
  });
});

describe("classifyGoogleTypes", () => {
  it.each([
    ["mexican_restaurant", [], "food"],
    ["steak_house", [], "food"],
    ["coffee_shop", [], "cafe"],
    ["wine_bar", [], "nightlife"],
    ["subway_station", [], "transit"],
    ["beach", [], "beach"],
    ["historical_landmark", [], "sight"],
    ["hotel", ["hotel", "lodging", "restaurant"], null],
    [undefined, ["point_of_interest", "park", "establishment"], "park"],
    [undefined, ["establishment"], null],
  ])("primary type %s (types %j) is %s", (primaryType, types, category) => {
    expect(classifyGoogleTypes(primaryType, types)).toBe(category);
  });
});
