import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { PropertyFacts } from "../../core/writer/property-facts";
import { user } from "../../server/db/schema/auth";
import { adjustCredits } from "../../server/services/billing/adjust-credits";
import { signUpVerified, type TestUser } from "./auth-session";
import { jsonRequest, type TestContext } from "./test-app";

export const LISBON_FACTS: PropertyFacts = {
  propertyType: "Entire rental unit",
  roomType: "entire_home",
  location: { city: "Lisbon", country: "Portugal", neighborhood: "Alfama" },
  bedrooms: 2,
  beds: 3,
  bathrooms: 1,
  accommodates: 4,
  amenities: ["Wifi", "Kitchen", "Washer", "Air conditioning", "Dedicated workspace", "Coffee maker", "Hair dryer", "Iron"],
  highlights: ["River view from the living room"],
  idealFor: ["couples", "remote workers"],
  houseRules: { checkIn: "15:00", checkOut: "11:00", smoking: false, pets: false, quietHours: "22:00-08:00" },
  pointsOfInterest: [{ name: "Miradouro de Santa Luzia", category: "sight", distanceMeters: 350 }],
};

/** A signed-up, verified host holding `credits` listing credits. */
export async function hostWithCredits(t: TestContext, credits: number): Promise<TestUser & { id: string }> {
  const host = await signUpVerified(t);
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, host.email));
  if (credits > 0) await adjustCredits(t.database.db, { userId: row!.id, kind: "listing", amount: credits, description: "test credits" });
  return { ...host, id: row!.id };
}

export function generate(t: TestContext, cookie: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.request("/api/v1/listings/generate", jsonRequest(body, { cookie, ...headers }));
}

export async function credits(t: TestContext, cookie: string): Promise<number> {
  const response = await t.app.request("/api/v1/account", { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { credits: number }).credits;
}

/** Server-sent events of a streamed answer, parsed. */
export async function readEvents(response: Response): Promise<Array<{ type: string; [key: string]: unknown }>> {
  const text = await response.text();
  return text
    .split("\n\n")
    .map((block) => block.split("\n").find((line) => line.startsWith("data:")))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice(5)) as { type: string });
}
