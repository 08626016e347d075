import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/places/${name}`, import.meta.url));

/** The recorded answers (fixtures/SOURCES.md), by the place they were recorded for. */
export const PLACES_FIXTURES = {
  nominatimSeattle: fixture("nominatim_search_jsonv2_seattle-us_house-address.json"),
  nominatimOttawa: fixture("nominatim_search_jsonv2_ottawa-ca_old-string-ids.json"),
  overpassRouen: fixture("overpass_rouen-fr_pois-1km-around-cathedral_2025-02_SUBSET.json"),
  overpassHalle: fixture("overpass_halle-saale-de_veggie-restaurants-cafes_2022-12.json"),
  overpassIstanbul: fixture("overpass_istanbul-tr_restaurants-cafes_2025-12.json"),
  overpassTimeoutRemark: fixture("overpass_error_runtime-timeout-remark_2017-03.json"),
  googleSanFrancisco: fixture("google-places-new_searchNearby_san-francisco_2026-01.json"),
} as const;

/** Where the test homes are: each Overpass recording is answered for searches around its own area. */
export const PLACES_AREAS = {
  rouenCathedral: { lat: 49.4402, lng: 1.0948 },
  halleMarktplatz: { lat: 51.4826, lng: 11.9697 },
  istanbulModa: { lat: 40.9712, lng: 29.0385 },
  sanFranciscoUnionSquare: { lat: 37.788, lng: -122.4075 },
} as const;

const OVERPASS_RECORDINGS = [
  { area: PLACES_AREAS.rouenCathedral, file: PLACES_FIXTURES.overpassRouen },
  { area: PLACES_AREAS.halleMarktplatz, file: PLACES_FIXTURES.overpassHalle },
  { area: PLACES_AREAS.istanbulModa, file: PLACES_FIXTURES.overpassIstanbul },
];

export type PlacesVendor = "nominatim" | "overpass" | "google";
/** recorded: the fixtures; hang: never answer; timeout-remark: Overpass's real "query timed out" answer; a number: that status. */
export type VendorMode = "recorded" | "hang" | "timeout-remark" | number;

export interface PlacesCall {
  vendor: PlacesVendor;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface PlacesStandIn {
  nominatimBaseUrl: string;
  overpassUrl: string;
  googleBaseUrl: string;
  calls: PlacesCall[];
  callsTo(vendor: PlacesVendor): PlacesCall[];
  setMode(vendor: PlacesVendor, mode: VendorMode): void;
  close(): Promise<void>;
}

/** The `around:<radius>,<lat>,<lng>` filter of an Overpass QL query. */
export function readAroundFilter(query: string): { radius: number; lat: number; lng: number } | null {
  const match = /around:([\d.]+),(-?[\d.]+),(-?[\d.]+)/.exec(query);
  return match ? { radius: Number(match[1]), lat: Number(match[2]), lng: Number(match[3]) } : null;
}

const nearArea = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) => Math.abs(a.lat - b.lat) < 0.2 && Math.abs(a.lng - b.lng) < 0.2;

function sendJson(response: http.ServerResponse, status: number, body: string | Buffer) {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(body);
}

function googleError(response: http.ServerResponse, status: number, grpcStatus: string, message: string) {
  sendJson(response, status, JSON.stringify({ error: { code: status, message, status: grpcStatus } }));
}

/**
 * One local server speaking the three vendors' protocols, answering with their recorded responses:
 * Nominatim `GET /search` (format=jsonv2; Seattle and Ottawa are known, anything else is `[]`; a generic User-Agent
 * is refused with 403, as the usage policy says), Overpass `POST /api/interpreter` (form field `data`; the recording
 * of the area the `around:` filter points at, or an empty answer) and Google `POST /v1/places:searchNearby` (the API
 * key and the field mask are required, as Google requires them).
 */
export async function startPlacesStandIn(googleApiKey = "test-google-places-key"): Promise<PlacesStandIn> {
  const calls: PlacesCall[] = [];
  const modes: Record<PlacesVendor, VendorMode> = { nominatim: "recorded", overpass: "recorded", google: "recorded" };

  const answerNominatim = (call: PlacesCall, response: http.ServerResponse) => {
    if (call.path !== "/search" || call.query.format !== "jsonv2") return sendJson(response, 400, JSON.stringify({ error: { code: 400, message: "Parameter 'format' must be jsonv2 here." } }));
    const agent = String(call.headers["user-agent"] ?? "");
    if (!agent || agent === "node" || agent.startsWith("undici")) return sendJson(response, 403, "<html><body>Access blocked: see the usage policy</body></html>");
    const q = (call.query.q ?? "").toLowerCase();
    if (q.includes("seattle")) return sendJson(response, 200, fs.readFileSync(PLACES_FIXTURES.nominatimSeattle));
    if (q.includes("ottawa")) return sendJson(response, 200, fs.readFileSync(PLACES_FIXTURES.nominatimOttawa));
    sendJson(response, 200, "[]");
  };

  const answerOverpass = (call: PlacesCall, response: http.ServerResponse) => {
    if (modes.overpass === "timeout-remark") return sendJson(response, 200, fs.readFileSync(PLACES_FIXTURES.overpassTimeoutRemark));
    const around = readAroundFilter(new URLSearchParams(call.body).get("data") ?? "");
    if (!around) return response.writeHead(400, { "content-type": "text/html" }).end("<p><strong>Error</strong>: line 1: parse error</p>");
    const recording = OVERPASS_RECORDINGS.find(({ area }) => nearArea(area, around));
    if (recording) return sendJson(response, 200, fs.readFileSync(recording.file));
    sendJson(response, 200, JSON.stringify({ version: 0.6, generator: "Overpass API (ListingLift stand-in)", elements: [] }));
  };

  const answerGoogle = (call: PlacesCall, response: http.ServerResponse) => {
    if (call.headers["x-goog-api-key"] !== googleApiKey) return googleError(response, 400, "INVALID_ARGUMENT", "API key not valid. Please pass a valid API key.");
    if (!call.headers["x-goog-fieldmask"]) return googleError(response, 400, "INVALID_ARGUMENT", "FieldMask is a required parameter.");
    sendJson(response, 200, fs.readFileSync(PLACES_FIXTURES.googleSanFrancisco));
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://places");
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      const vendor: PlacesVendor | null =
        request.method === "GET" && url.pathname === "/search"
          ? "nominatim"
          : request.method === "POST" && url.pathname === "/api/interpreter"
            ? "overpass"
            : request.method === "POST" && url.pathname === "/v1/places:searchNearby"
              ? "google"
              : null;
      if (!vendor) return sendJson(response, 404, JSON.stringify({ error: "not found" }));
      const call: PlacesCall = { vendor, method: request.method ?? "", path: url.pathname, query: Object.fromEntries(url.searchParams), headers: request.headers, body };
      calls.push(call);
      const mode = modes[vendor];
      if (mode === "hang") return; // never answered; close() drops the connection
      if (typeof mode === "number") return sendJson(response, mode, JSON.stringify({ error: { code: mode, message: `stand-in answered ${mode}` } }));
      if (vendor === "nominatim") return answerNominatim(call, response);
      if (vendor === "overpass") return answerOverpass(call, response);
      answerGoogle(call, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    nominatimBaseUrl: origin,
    overpassUrl: `${origin}/api/interpreter`,
    googleBaseUrl: origin,
    calls,
    callsTo: (vendor) => calls.filter((call) => call.vendor === vendor),
    setMode: (vendor, mode) => (modes[vendor] = mode),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
