import { describe, expect, it } from "vitest";
import { describeDoing, listHighlightTitleWords, planFavourite, planHighlights, readHighlight } from "./weave-highlights";

describe("readHighlight: a host's highlight as words that sit inside a sentence", () => {
  it.each([
    ["River view from the living room", "a river view from the living room", "view"],
    ["Sunny balcony with two chairs", "a sunny balcony with two chairs", "outdoor"],
    ["Two balconies", "two balconies", "outdoor"],
    ["High ceilings and big windows", "high ceilings and big windows", "feature"],
    ["Fast wifi", "fast wifi", "feature"],
    ["Eiffel Tower view", "an Eiffel Tower view", "view"],
    ["Outdoor kitchen", "an outdoor kitchen", "feature"],
    ["Five minutes from the tram", "five minutes from the tram", "nearby"],
  ])("%s → %s (%s)", (highlight, phrase, shape) => {
    expect(readHighlight(highlight)).toEqual({ phrase, shape });
  });

  it("does not weave what it cannot read as a thing the home has", () => {
    expect(readHighlight("Renovated in 2023")).toBeUndefined();
    expect(readHighlight("Heart of the old town")).toBeUndefined();
    expect(readHighlight("Quiet street. Great host!")).toBeUndefined();
  });

  it("gives each kind its own verb: wake up to a view, relax on a balcony or in a garden, enjoy the rest", () => {
    const say = (highlight: string, alternate = false) => describeDoing(readHighlight(highlight) as NonNullable<ReturnType<typeof readHighlight>>, alternate);
    expect(say("River view from the living room")).toBe("wake up to a river view from the living room");
    expect(say("River view from the living room", true)).toBe("take in a river view from the living room");
    expect(say("Sunny balcony with two chairs")).toBe("relax on a sunny balcony with two chairs");
    expect(say("Walled garden")).toBe("relax in a walled garden");
    expect(say("Fast wifi")).toBe("enjoy fast wifi");
  });
});

describe("listHighlightTitleWords: a highlight's own leading words for a title", () => {
  it("drops only adjectives that do not change the thing", () => {
    expect(listHighlightTitleWords(readHighlight("Sunny balcony with two chairs") as never)).toEqual(["sunny balcony", "balcony"]);
    expect(listHighlightTitleWords(readHighlight("River view from the living room") as never)).toEqual(["river view"]);
    // An outdoor kitchen is no kitchen, a partial sea view no sea view.
    expect(listHighlightTitleWords(readHighlight("Outdoor kitchen") as never)).toEqual(["outdoor kitchen"]);
    expect(listHighlightTitleWords(readHighlight("Partial sea view") as never)).toEqual(["partial sea view"]);
  });
});

describe("planHighlights", () => {
  it("weaves two into the opening, keeps the nearby one apart and leaves the rest in the host's words", () => {
    const plan = planHighlights(["Sunny balcony with two chairs", "Renovated in 2023", "River view from the living room", "Five minutes from the tram", "Fast wifi"]);
    expect(plan.opening.map((item) => item.phrase)).toEqual(["a sunny balcony with two chairs", "a river view from the living room"]);
    expect(plan.nearby?.phrase).toBe("five minutes from the tram");
    expect(plan.more.map((item) => item.phrase)).toEqual(["fast wifi"]);
    expect(plan.rest).toEqual(["Renovated in 2023"]);
  });
});

describe("planHighlights with guests' praise", () => {
  it("keeps the praise apart (never woven, never the host's words); the host's own words come first as the favourite", () => {
    const plan = planHighlights(["Guests praise the wifi.", "Hand-painted tiles from 1890", "Guests praise the beds"]);
    expect(plan.praise).toEqual(["Guests praise the wifi", "Guests praise the beds"]);
    expect(plan.rest).toEqual(["Hand-painted tiles from 1890"]);
    expect(planFavourite(plan)).toBe("Hand-painted tiles from 1890");
    expect(planFavourite(planHighlights(["Guests praise the beds"]))).toBe("Guests praise the beds");
    expect(planFavourite(planHighlights(["River view from the living room", "Guests praise the beds"]))).toBeUndefined();
  });
});
