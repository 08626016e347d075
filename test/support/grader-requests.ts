import { createEmptyListing, type Listing } from "../../core/listing/listing";
import { randomClientIp } from "./auth-session";
import { jsonRequest, type TestContext } from "./test-app";

/** Pasted text long enough to analyse (spec §5: 50 characters or more). */
export const SAMPLE_TEXT = [
  "Sunny loft in Lisbon, Portugal with river views",
  "A bright and quiet loft, five minutes' walk from the river, cafes and the metro station.",
  "Amenities:",
  "- Wifi",
  "- Kitchen",
  "- Washer",
].join("\n");

export function createSampleListing(overrides: Partial<Listing> = {}): Listing {
  return createEmptyListing({
    id: "12345",
    url: "https://www.airbnb.com/rooms/12345",
    title: "Cozy Beach Loft with Ocean Views & Pool",
    description: `${"word ".repeat(120)}walk to the beach, restaurants and shops`,
    amenities: ["Wifi", "Kitchen", "Washer", "Dryer", "Pool", "Free parking on premises", "TV"],
    rating: 4.92,
    hostData: { name: "Ana", profileImage: "", isSuperHost: true, about: "" },
    ...overrides,
  });
}

export interface GraderCaller {
  /** The grader cookie to send (as the browser would); none for a first visit. */
  cookie?: string;
  ip?: string;
}

/** POST /api/v1/grader/analyze as a browser would, from the given address (the test app trusts X-Forwarded-For). */
export async function postAnalyze(t: TestContext, body: unknown, caller: GraderCaller = {}): Promise<Response> {
  const headers: Record<string, string> = { "x-forwarded-for": caller.ip ?? randomClientIp() };
  if (caller.cookie) headers.cookie = caller.cookie;
  return t.app.request("/api/v1/grader/analyze", jsonRequest(body, headers));
}

/** The `ll_grader=<id>` pair a response set, to send back as the browser would. */
export function readGraderCookie(response: Response): string | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith("ll_grader="));
  return header?.split(";")[0];
}

/** A new address of its own in the documentation range 203.0.113.0/24, so per-address limits do not meet. */
let lastOctet = 0;
export function uniqueIp(): string {
  lastOctet = (lastOctet % 254) + 1;
  return `203.0.113.${lastOctet}`;
}
