import type { PropertyFacts } from "../../../../core/writer/property-facts";
import { API_BASE, apiPath } from "../../../lib/api-client";

/** One call the console and the code samples know, with a body that the server accepts as it is. */
export interface CatalogueEndpoint {
  id: string;
  label: string;
  method: "GET" | "POST" | "DELETE";
  /** As the browser asks for it (/api/v1/…), with a query string where the call takes one: shown to developers and sent by the console. */
  path: string;
  /** The OpenAPI path it belongs to, to tell whether this server has it. */
  operation: string;
  description: string;
  body?: unknown;
  /** A paid POST: the console sends an Idempotency-Key. */
  paid?: boolean;
}

export const EXAMPLE_LISTING_TEXT = [
  "Sunny two-bedroom loft in Lisbon with river views",
  "A bright, quiet loft five minutes' walk from the river, the cafes of Alfama and the metro.",
  "Amenities:",
  "- Wifi",
  "- Kitchen",
  "- Washer",
  "- Air conditioning",
].join("\n");

export const EXAMPLE_PROPERTY_FACTS: PropertyFacts = {
  propertyType: "Entire rental unit",
  roomType: "entire_home",
  location: { city: "Lisbon", country: "Portugal", neighborhood: "Alfama" },
  bedrooms: 2,
  beds: 3,
  bathrooms: 1,
  accommodates: 4,
  amenities: ["Wifi", "Kitchen", "Washer", "Air conditioning", "Dedicated workspace"],
  highlights: ["River view from the balcony", "Five minutes' walk to the metro"],
  houseRules: { checkIn: "15:00", checkOut: "11:00", pets: false, smoking: false },
  tone: "warm",
  marketplace: "airbnb",
};

export const CATALOGUE: readonly CatalogueEndpoint[] = [
  { id: "account", label: "Your account", method: "GET", path: apiPath("/account"), operation: "GET /account", description: "Who the key belongs to, the credits left and the plan." },
  {
    id: "grader-analyze",
    label: "Grade a listing",
    method: "POST",
    path: apiPath("/grader/analyze"),
    operation: "POST /grader/analyze",
    description: "Scores pasted listing text (or {url}, or a {listing}). 3 analyses an hour per key.",
    body: { text: EXAMPLE_LISTING_TEXT },
  },
  {
    id: "listings-generate",
    label: "Write a listing",
    method: "POST",
    path: apiPath("/listings/generate"),
    operation: "POST /listings/generate",
    description: "Writes a listing from the property's facts. Uses 1 listing credit when it succeeds.",
    body: EXAMPLE_PROPERTY_FACTS,
    paid: true,
  },
  { id: "listings-list", label: "Your listings", method: "GET", path: `${apiPath("/listings")}?page=1&pageSize=20`, operation: "GET /listings", description: "The listings you generated, newest first." },
  { id: "grader-history", label: "Grader history", method: "GET", path: `${apiPath("/grader/history")}?page=1&pageSize=10`, operation: "GET /grader/history", description: "Your analyses, newest first." },
  { id: "credits", label: "Credit history", method: "GET", path: `${apiPath("/credits/transactions")}?page=1&pageSize=20`, operation: "GET /credits/transactions", description: "Every credit bought and used." },
  { id: "api-usage", label: "API usage", method: "GET", path: apiPath("/api-usage"), operation: "GET /api-usage", description: "Requests made with your keys and credits used, per day." },
  { id: "api-keys", label: "Your API keys", method: "GET", path: apiPath("/api-keys"), operation: "GET /api-keys", description: "Names, first characters and last use of your keys." },
];

/** "GET /api/v1/listings?page=1" → "GET /listings": the operation as the OpenAPI document names it. */
export function operationOf(method: string, path: string): string {
  const bare = path.split("?")[0]!;
  return `${method.toUpperCase()} ${bare.startsWith(`${API_BASE}/`) ? bare.slice(API_BASE.length) : bare}`;
}
