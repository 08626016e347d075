import { describe, expect, it } from "vitest";
import { createFacts } from "../../../test/support/writer/create-facts";
import type { PropertyFacts } from "../../../core/writer/property-facts";
import { listingSystemPrompt, listingUserPrompt } from "./listing-prompt";

const promptFor = (facts: PropertyFacts) => listingSystemPrompt({ facts, points: [], marketplace: "airbnb", language: "en", tone: "warm" });

describe("the listing prompt on a room's bathroom", () => {
  const room = createFacts({ roomType: "private_room", propertyType: "Private room in home", bedrooms: 1, beds: 1, bathrooms: 1 });

  it("tells the model whose the bathroom is, as the host said, or to say neither", () => {
    expect(promptFor({ ...room, bathroomAccess: "shared" })).toContain("say it is shared; never call it private or en-suite");
    expect(promptFor({ ...room, bathroomAccess: "private" })).toContain("you may call it private; never say it is shared");
    expect(promptFor(room)).toContain("never call it private, en-suite, shared or the guests' own");
  });

  it("says nothing of it for an entire home, and gives the fact in the facts' JSON", () => {
    expect(promptFor(createFacts())).not.toMatch(/bathroom/u);
    const user = listingUserPrompt({ facts: { ...room, bathroomAccess: "shared" }, points: [], marketplace: "airbnb", language: "en", tone: "warm" });
    expect(user).toContain('"bathroomAccess": "shared"');
  });
});
