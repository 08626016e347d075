import { describe, expect, it } from "vitest";
import { countCharacters, MARKETPLACE_RULES } from "../marketplaces/marketplace-rules";
import { findListingProblems } from "./check-generated-listing";
import { composeListing } from "./compose-listing";
import { joinDescription, type ListingPoint } from "./generated-listing";
import { rewriteSection } from "./rewrite-section";
import { createFacts, createPoint } from "../../test/support/writer/create-facts";
import { GRAMMAR_PATTERNS, splitSentences } from "../../test/support/writer/measure-writing";

/*
 * The Alfama flat as a host writes it through the web app (e2e/support/listing-form.ts) with two highlights, read as a
 * guest: each test fails on one thing a host would not publish.
 */
const VIEW = "River view from the living room";
const BALCONY = "Sunny balcony with two chairs";
const facts = createFacts({
  amenities: ["Wifi", "Kitchen", "Washer", "Air conditioning", "Dedicated workspace", "Coffee maker", "Hair dryer", "Iron"],
  highlights: [BALCONY, VIEW],
  houseRules: { checkIn: "15:00", checkOut: "11:00", smoking: false },
});
const points: ListingPoint[] = [createPoint({ distanceMeters: 350, walkMinutes: 4 })];
const VARIANTS = [0, 1, 2, 3, 4, 5];
const listings = VARIANTS.map((variant) => composeListing(facts, points, { variant }));

const firstSentence = (text: string) => splitSentences(text)[0] ?? "";

describe("the Lisbon listing a host would publish as it is", () => {
  it("passes every check and the fidelity guard in every variant", () => {
    for (const listing of listings) {
      expect(findListingProblems(listing, facts, points, { marketplace: "airbnb" }).filter((check) => check.id !== "title-mobile-preview")).toEqual([]);
    }
  });

  it("weaves both highlights into the summary's first sentence instead of setting them down as bare fragments", () => {
    for (const { summary } of listings) {
      const opening = firstSentence(summary);
      expect(opening).toMatch(/a river view from the living room/u);
      expect(opening).toMatch(/a sunny balcony with two chairs/u);
      for (const sentence of splitSentences(summary)) expect([`${VIEW}.`, `${BALCONY}.`]).not.toContain(sentence);
      expect(summary).not.toMatch(/^A 2-bedroom apartment in Alfama, Lisbon for/mu);
    }
  });

  it("closes the place's comma: “in Alfama, Lisbon, for up to 4 guests”", () => {
    for (const listing of listings) {
      const text = joinDescription(listing);
      expect(GRAMMAR_PATTERNS["place without its closing comma"]?.(text)).toEqual([]);
    }
    expect(GRAMMAR_PATTERNS["place without its closing comma"]?.("A 2-bedroom apartment in Alfama, Lisbon for up to 4 guests.")).toEqual(["in Alfama, Lisbon for"]);
  });

  it("“Lead with” the view rewrites the opening with the view first, woven, not put in front as a fragment", () => {
    for (const listing of listings) {
      const result = rewriteSection({ facts, points, part: "summary", current: listing.summary, direction: { kind: "lead_with", highlight: VIEW } });
      expect(result.honoured).toBe(true);
      const opening = firstSentence(result.text);
      expect(opening.toLowerCase().indexOf("river view")).toBeGreaterThanOrEqual(0);
      expect(opening.toLowerCase().indexOf("river view")).toBeLessThan(opening.toLowerCase().indexOf("balcony"));
      expect(result.text.startsWith(`${VIEW}.`)).toBe(false);
      expect(result.text.match(/river view/giu)).toHaveLength(1);
    }
  });

  it("titles lead with the highlights, open three different ways and do not call a whole flat “Private”", () => {
    for (const { titles } of listings) {
      expect(titles.some((title) => /^Private\b/u.test(title))).toBe(false);
      expect(titles[0]).toMatch(/River View|Balcony/u);
      expect(new Set(titles.map((title) => title.split(" ")[0])).size).toBe(3);
    }
  });

  it.each(["airbnb", "vrbo", "booking"] as const)("keeps the titles within %s's limits", (marketplace) => {
    const limit = MARKETPLACE_RULES[marketplace].limits.title ?? {};
    for (const variant of VARIANTS) {
      for (const title of composeListing(facts, points, { variant, marketplace }).titles) {
        expect(countCharacters(title)).toBeLessThanOrEqual(limit.max ?? Infinity);
        expect(countCharacters(title)).toBeGreaterThanOrEqual(limit.min ?? 0);
      }
    }
  });

  it("the space: no drawback about shared beds, no filler, no highlight repeated from the summary, each amenity said once", () => {
    for (const { sections: { space } } of listings) {
      expect(space).not.toMatch(/share[sd]? (?:a bed|when)|shares a bed/iu);
      expect(space).not.toMatch(/makes mornings easier/iu);
      expect(space).not.toMatch(/From the host:|river view|sunny balcony/iu);
      expect(space).not.toMatch(/To keep the temperature right:/u);
      expect(space.match(/workspace/giu) ?? []).toHaveLength(1);
      expect(space.match(/wifi/giu) ?? []).toHaveLength(1);
      // The kitchen is named with what it has, in one sentence.
      expect(splitSentences(space).some((sentence) => /kitchen/iu.test(sentence) && /coffee maker/iu.test(sentence))).toBe(true);
      expect(space).not.toMatch(/you will find a coffee maker/iu);
    }
  });

  it("getting around says something about this place, not that the address comes with the booking", () => {
    for (const { sections } of listings) {
      expect(sections.gettingAround).not.toMatch(/exact address|plan your trip/iu);
      expect(sections.gettingAround).toContain("Miradouro de Santa Luzia");
    }
  });

  it("says check-in and check-out one way in the rules and in guest access", () => {
    for (const listing of listings) {
      expect(listing.houseRules).toEqual(expect.arrayContaining(["Check-in from 15:00", "Check-out by 11:00"]));
      expect(listing.sections.guestAccess).toContain("check-out is by 11:00");
      expect(listing.sections.guestAccess).toContain("heck-in is from 15:00");
      expect([...listing.houseRules, joinDescription(listing)].join("\n")).not.toMatch(/checkout|check-out before|check-in after/iu);
    }
  });
});
