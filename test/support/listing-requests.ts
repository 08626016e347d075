import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { z } from "zod";
import { apiErrorSchema } from "../../contracts/errors";
import { accountResponseSchema } from "../../contracts/session";
import { user } from "../../server/db/schema/auth";
import { adjustCredits } from "../../server/services/billing/adjust-credits";
import { signUpVerified, type TestUser } from "./auth-session";
import { readAnswer } from "./read-answer";
import { jsonRequest, type TestContext } from "./test-app";

export { LISBON_FACTS } from "./lisbon-facts";

/** What a careful model answers for LISBON_FACTS: every fact from the input, nothing more. */
export const LISBON_MODEL_ANSWER = {
  titles: ["Alfama Flat with River View, Wifi and Workspace", "Two-Bedroom Alfama Flat for Four, River View", "River-View Lisbon Flat with Air Conditioning"],
  summary:
    "A two-bedroom rental unit in Alfama, Lisbon, with a river view from the living room. It sleeps four in three beds, has one bathroom, a full kitchen, a washer, air conditioning and a dedicated workspace with wifi.",
  sections: {
    space:
      "The flat has two bedrooms with three beds between them and one bathroom. The living room looks out over the river. The kitchen is fully equipped for cooking, with a coffee maker for the mornings, and the washer saves packing for longer stays. Air conditioning keeps the rooms comfortable, and a hair dryer and an iron are there when you need them.",
    guestAccess: "You have the whole flat to yourselves: both bedrooms, the bathroom, the kitchen and the living room.",
    neighborhood: "The flat is in Alfama, one of Lisbon's oldest quarters. Miradouro de Santa Luzia, a viewpoint over the rooftops, is 350 m away.",
    gettingAround: "Alfama is best explored on foot; the viewpoint at Miradouro de Santa Luzia is 350 m from the door.",
    notes: "The dedicated workspace and fast wifi suit remote workers, and the layout suits couples travelling together.",
  },
  houseRules: ["Check-in after 15:00", "Check-out by 11:00", "No smoking", "No pets", "Quiet hours 22:00-08:00"],
  seoKeywords: ["Alfama apartment", "Lisbon river view", "Lisbon workspace rental", "two-bedroom Lisbon"],
};

/**
 * A refused generation: the house error shape with the details the route's description promises (the failed
 * listing's id, and why). The contract leaves `details` open, so this is the narrower view a test reads it through.
 */
export const generationFailureSchema = apiErrorSchema.extend({
  error: apiErrorSchema.shape.error.extend({ details: z.object({ listingId: z.string(), reason: z.string() }) }),
});

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
  const { credits } = await readAnswer(response, accountResponseSchema);
  if (credits === undefined) throw new Error("the account answered without credits");
  return credits;
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
