import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startPlacesStandIn, type PlacesStandIn } from "../../../test/support/places-stand-in";
import { buildNominatimQuery, createNominatimGeocoder, readNominatimResult } from "./nominatim";
import { PlacesLookupError } from "./types";

let standIn: PlacesStandIn;
beforeAll(async () => {
  standIn = await startPlacesStandIn();
});
afterAll(() => standIn.close());
afterEach(() => standIn.setMode("nominatim", "recorded"));

const USER_AGENT = "ListingLift (https://listinglift.example)";
const geocoder = (timeoutMs = 2_000) => createNominatimGeocoder({ baseUrl: standIn.nominatimBaseUrl, userAgent: USER_AGENT, timeoutMs });

describe("buildNominatimQuery", () => {
  it("uses the street address without the neighbourhood, or the neighbourhood without an address", () => {
    const base = { city: "Seattle", region: "Washington", country: "United States", neighborhood: "Capitol Hill" };
    expect(buildNominatimQuery({ ...base, address: "1527 15th Avenue" })).toBe("1527 15th Avenue, Seattle, Washington, United States");
    expect(buildNominatimQuery(base)).toBe("Capitol Hill, Seattle, Washington, United States");
    expect(buildNominatimQuery({ city: "Ottawa", country: "Canada" })).toBe("Ottawa, Canada");
  });
});

describe("the Nominatim geocoder against recorded /search answers", () => {
  it("finds a street address (current format: string coordinates, numeric ids) as a precise point", async () => {
    const found = await geocoder().geocode({ address: "1527 15th Avenue", city: "Seattle", region: "Washington", country: "United States" });
    expect(found).toEqual({
      lat: 47.6150608,
      lng: -122.3129678,
      displayName: "1527, 15th Avenue, Madison Valley, Capitol Hill, Seattle, King County, Washington, 98122, United States",
      precise: true,
    });
    const call = standIn.callsTo("nominatim").at(-1)!;
    expect(call.method).toBe("GET");
    expect(call.query).toEqual({ q: "1527 15th Avenue, Seattle, Washington, United States", format: "jsonv2", limit: "1" });
    expect(call.headers["user-agent"]).toBe(USER_AGENT);
  });

  it("reads an older answer whose ids are strings, and a city's centre as not precise (place_rank 16)", async () => {
    expect(await geocoder().geocode({ city: "Ottawa", country: "Canada" })).toEqual({
      lat: 45.421106,
      lng: -75.690308,
      displayName: "Ottawa, Ontario, Canada",
      precise: false,
    });
  });

  it("answers null for an empty result", async () => {
    expect(await geocoder().geocode({ address: "1 Nowhere Lane", city: "Atlantis", country: "Nowhere" })).toBeNull();
  });

  it("fails with a message the host can read when Nominatim answers 500 or never answers", async () => {
    standIn.setMode("nominatim", 500);
    await expect(geocoder().geocode({ city: "Seattle", country: "US" })).rejects.toThrow("OpenStreetMap Nominatim answered HTTP 500.");
    standIn.setMode("nominatim", "hang");
    await expect(geocoder(300).geocode({ city: "Seattle", country: "US" })).rejects.toThrow("OpenStreetMap Nominatim did not answer within 0.3 seconds.");
  });

  it("is refused by Nominatim without an identifying User-Agent (the usage policy), which the stand-in enforces", async () => {
    const anonymous = createNominatimGeocoder({ baseUrl: standIn.nominatimBaseUrl, userAgent: "node", timeoutMs: 2_000 });
    await expect(anonymous.geocode({ city: "Seattle", country: "US" })).rejects.toThrow("answered HTTP 403");
  });
});

describe("readNominatimResult", () => {
  it("takes numbers as well as strings, and refuses a result without coordinates", () => {
    expect(readNominatimResult([{ lat: 1.5, lon: -2, place_rank: "30", display_name: "x" }])).toEqual({ lat: 1.5, lng: -2, displayName: "x", precise: true });
    expect(readNominatimResult([{ lat: "1", lon: "2", display_name: "Somewhere" }])?.precise).toBe(false);
    expect(() => readNominatimResult([{ lat: "", lon: "2" }])).toThrow(PlacesLookupError);
    expect(() => readNominatimResult({ error: "Unable to geocode" })).toThrow("OpenStreetMap Nominatim answered in a shape we cannot read.");
  });
});
