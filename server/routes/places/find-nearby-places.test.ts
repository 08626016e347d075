import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { nearbyPlacesResponseSchema, PLACES_LOOKUPS_PER_HOUR } from "../../../contracts/places";
import { signUpVerified } from "../../../test/support/auth-session";
import { PLACES_AREAS, startPlacesStandIn, type PlacesStandIn } from "../../../test/support/places-stand-in";
import { jsonRequest, useTestApp } from "../../../test/support/test-app";
import { getPlacesRule } from "../../services/places/find-nearby-places";
import { consumeRateLimit } from "../../services/rate-limits/consume-rate-limit";
import { readAnswer, readError } from "../../../test/support/read-answer";
import { apiErrorSchema } from "../../../contracts/errors";
import { accountResponseSchema } from "../../../contracts/session";

// The stand-in starts first; its addresses go into the settings before useTestApp builds the app from them.
const settings: Record<string, string> = { TRUST_PROXY: "true", PLACES_PROVIDER: "openstreetmap" };
let standIn: PlacesStandIn;
beforeAll(async () => {
  standIn = await startPlacesStandIn();
  Object.assign(settings, { NOMINATIM_BASE_URL: standIn.nominatimBaseUrl, OVERPASS_BASE_URL: standIn.overpassUrl });
});
afterAll(() => standIn.close());
afterEach(() => standIn.setMode("overpass", "recorded"));
const t = useTestApp({ env: settings });

let cookie = "";
beforeAll(async () => {
  cookie = (await signUpVerified(t)).cookie;
});

const findNearby = (body: unknown, as = cookie) => t.app.request("/api/v1/places/nearby", jsonRequest(body, as ? { cookie: as } : {}));
const rouen = { city: "Rouen", country: "France", ...PLACES_AREAS.rouenCathedral };

describe("POST /api/v1/places/nearby", () => {
  it("answers 401 to a visitor, before asking any map service", async () => {
    const before = standIn.calls.length;
    const res = await findNearby({ location: rouen }, "");
    expect(res.status).toBe(401);
    expect(await readAnswer(res, apiErrorSchema)).toEqual({ error: { code: "unauthorized", message: "Please sign in to continue." } });
    expect(standIn.calls.length).toBe(before);
  });

  it("answers the map point and the ranked places, the host's first, in the contract's shape", async () => {
    const res = await findNearby({ location: rouen, pointsOfInterest: [{ name: "Gros-Horloge", category: "sight", distanceMeters: 350 }] });
    expect(res.status).toBe(200);
    const body = await readAnswer(res, nearbyPlacesResponseSchema);
    expect(body.center).toEqual({ lat: 49.4402, lng: 1.0948, displayName: null, precise: true });
    expect(body.source).toBe("openstreetmap");
    expect(body.warnings).toEqual([]);
    expect(body.points[0]).toEqual({ name: "Gros-Horloge", category: "sight", distanceMeters: 350, walkMinutes: 4, source: "host" });
    expect(body.points.slice(1, 3).map((p) => p.name)).toEqual(["L'échoppe gourmande", "Les artisans de la Calende"]);
    expect(body.points).toHaveLength(10);
    expect(new URLSearchParams(standIn.callsTo("overpass").at(-1)!.body).get("data")).toContain("around:1500,49.4402,1.0948");
  });

  it("geocodes an address and answers a city-level match with a warning and no places", async () => {
    const res = await findNearby({ location: { city: "Ottawa", country: "Canada" } });
    expect(res.status).toBe(200);
    const body = await readAnswer(res, nearbyPlacesResponseSchema);
    expect(body.center).toMatchObject({ displayName: "Ottawa, Ontario, Canada", precise: false });
    expect(body.points).toEqual([]);
    expect(body.warnings).toHaveLength(1);
  });

  it("answers 200 with a warning, not an error, when Overpass fails", async () => {
    standIn.setMode("overpass", 502);
    const res = await findNearby({ location: { ...rouen, lat: 49.45, lng: 1.1 } });
    expect(res.status).toBe(200);
    const body = await readAnswer(res, nearbyPlacesResponseSchema);
    expect(body).toMatchObject({ points: [], source: "openstreetmap" });
    expect(body.warnings).toEqual(["Nearby places could not be looked up (OpenStreetMap Overpass answered HTTP 502); only the places you typed are used."]);
  });

  it.each([
    [{}, "location: Invalid input: expected object, received undefined"],
    [{ location: { city: "Rouen" } }, "location.country: Invalid input: expected string, received undefined"],
    [{ location: { ...rouen, lat: 91 } }, "location.lat: Too big: expected number to be <=90"],
    [{ location: rouen, pointsOfInterest: [{ name: "X", category: "casino" }] }, "pointsOfInterest.0.category"],
  ])("refuses %j with 400", async (body, message) => {
    const res = await findNearby(body);
    expect(res.status).toBe(400);
    const error = (await readError(res));
    expect(error.code).toBe("validation_failed");
    expect(error.message).toContain(message);
  });

  it(`allows ${PLACES_LOOKUPS_PER_HOUR} look-ups an hour per user, then 429 with Retry-After`, async () => {
    const user = await signUpVerified(t);
    const id = (await readAnswer(await t.app.request("/api/v1/account", { headers: { cookie: user.cookie } }), accountResponseSchema)).id;
    for (let i = 0; i < PLACES_LOOKUPS_PER_HOUR; i++) await consumeRateLimit(t.database.db, getPlacesRule(id));
    const res = await findNearby({ location: rouen }, user.cookie);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect((await readError(res)).message).toBe("Too many nearby-place look-ups. Please try again in 60 minutes.");
    expect((await findNearby({ location: rouen })).status).toBe(200); // another user is not affected
  });
});
