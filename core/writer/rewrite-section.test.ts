import { describe, expect, it } from "vitest";
import { findListingProblems } from "./check-generated-listing";
import { composeListing } from "./compose-listing";
import { rewriteSection } from "./rewrite-section";
import { createFacts } from "../../test/support/writer/create-facts";

const facts = createFacts({
  amenities: ["Wifi", "Kitchen", "Washer", "Dedicated workspace", "Patio or balcony", "River view", "Dishwasher", "Oven", "Stove", "Cooking basics", "Hair dryer", "Shampoo", "Heating", "TV"],
  highlights: ["Sunset over the Tagus from the balcony", "Five minutes from the tram"],
});

describe("rewriteSection: a section written again with the host's direction", () => {
  const listing = composeListing(facts, []);

  it("without a direction writes another variant, as regenerate did", () => {
    const result = rewriteSection({ facts, points: [], part: "space", variant: 3 });
    expect(result.honoured).toBe(true);
    expect(result.text).toBe(composeListing(facts, [], { variant: 3 }).sections.space);
  });

  it("shorter keeps the first sentences and at most about 60% of the text", () => {
    const current = listing.sections.space;
    const result = rewriteSection({ facts, points: [], part: "space", current, direction: { kind: "shorter" } });
    expect(result.text.length).toBeLessThanOrEqual(current.length * 0.6);
    expect(result.text.startsWith(current.split(/(?<=\.)\s/u)[0] ?? "")).toBe(true);
  });

  it("shorter works on a one-paragraph summary too", () => {
    const result = rewriteSection({ facts, points: [], part: "summary", current: listing.summary, direction: { kind: "shorter" } });
    expect(result.text.length).toBeGreaterThan(0);
    expect(result.text.length).toBeLessThan(listing.summary.length);
  });

  it("more formal writes in the professional tone, warmer in the warm one", () => {
    const formal = rewriteSection({ facts: { ...facts, tone: "playful" }, points: [], part: "space", direction: { kind: "more_formal" } });
    expect(formal.text).toBe(composeListing({ ...facts, tone: "professional" }, [], { variant: 1 }).sections.space);
    const warmer = rewriteSection({ facts: { ...facts, tone: "professional" }, points: [], part: "space", direction: { kind: "warmer" } });
    expect(warmer.text).toBe(composeListing({ ...facts, tone: "warm" }, [], { variant: 1 }).sections.space);
  });

  it("lead_with moves the sentence about the view to the front", () => {
    const result = rewriteSection({ facts, points: [], part: "space", current: listing.sections.space, direction: { kind: "lead_with", highlight: "the view" } });
    expect(result.honoured).toBe(true);
    expect(result.text.split(/(?<=\.)\s/u)[0]).toMatch(/view/iu);
  });

  it("lead_with a highlight of the host's not yet in the text puts it first, in a sentence of the host's words", () => {
    const result = rewriteSection({ facts, points: [], part: "neighborhood", direction: { kind: "lead_with", highlight: "Five minutes from the tram" } });
    expect(result.honoured).toBe(true);
    expect(result.text.startsWith("The apartment is five minutes from the tram.")).toBe(true);
  });

  it("lead_with does not take a sentence that shares one word of the highlight for it (\"room\" of \"living room\" in \"2-bedroom\")", () => {
    const current = "A 2-bedroom apartment in Alfama for up to 4 guests. The whole apartment is yours: 2 bedrooms and 1 bathroom.";
    const withView = { ...facts, highlights: ["River view from the living room"] };
    const result = rewriteSection({ facts: withView, points: [], part: "summary", current, direction: { kind: "lead_with", highlight: "River view from the living room" } });
    expect(result).toEqual({ text: `Wake up to a river view from the living room. ${current}`, honoured: true });
  });

  it("lead_with something the home does not have is not honoured and adds nothing", () => {
    const current = listing.sections.space;
    const result = rewriteSection({ facts, points: [], part: "space", current, direction: { kind: "lead_with", highlight: "the hot tub" } });
    expect(result).toEqual({ text: current, honoured: false });
  });

  it("every direction's result still passes every check", () => {
    for (const kind of ["shorter", "warmer", "more_detail", "more_formal"] as const) {
      for (const part of ["space", "guestAccess", "neighborhood", "gettingAround", "notes"] as const) {
        const text = rewriteSection({ facts, points: [], part, current: listing.sections[part], direction: { kind } }).text;
        const texts = { ...listing, sections: { ...listing.sections, [part]: text } };
        expect(findListingProblems(texts, facts, [], { marketplace: "airbnb" }).filter((check) => check.id !== "title-mobile-preview")).toEqual([]);
      }
    }
  });
});
