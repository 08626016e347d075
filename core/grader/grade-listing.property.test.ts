import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gradeListing } from "./grade-listing";
import { levelQuality, WEAK_COMPONENT_THRESHOLD } from "./labels";
import { MAX_SUGGESTIONS } from "./section-score";
import type { GradableListing, QualityResult } from "./types";
import { KEY_AMENITIES, TITLE_KEYWORDS } from "./word-lists";

const COMPONENTS = ["title", "description", "amenities", "seo", "host"] as const;

/** Text mixing grader words, filler, emojis, digits and odd whitespace, so that every branch is reached. */
const wordArb = fc.oneof(
  fc.constantFrom(...TITLE_KEYWORDS, ...KEY_AMENITIES.flatMap((group) => group.terms)),
  fc.constantFrom("lorem", "ipsum", "—", "&", "🌊", "CAPS", "555-0132", "10:00", "café", "Vrbo", "nestled"),
  fc.string({ maxLength: 12 }),
);
const textArb = fc.array(wordArb, { maxLength: 700 }).map((words) => words.join(" "));
const titleArb = fc.array(wordArb, { maxLength: 16 }).map((words) => words.join(" "));
const amenityArb = fc.oneof(
  wordArb,
  fc.record({ name: fc.option(wordArb), title: fc.option(wordArb) }, { requiredKeys: [] }),
);

/** A plausible listing, any field possibly missing or null. */
const listingArb: fc.Arbitrary<GradableListing> = fc.record(
  {
    title: fc.option(titleArb),
    description: fc.option(textArb),
    location: fc.option(fc.string()),
    amenities: fc.option(fc.array(amenityArb, { maxLength: 30 })),
    images: fc.option(fc.array(fc.string(), { maxLength: 60 })),
    bedrooms: fc.option(fc.integer({ min: 0, max: 12 })),
    rating: fc.option(fc.double({ min: -1, max: 6, noNaN: false })),
    hostData: fc.option(
      fc.record({ isSuperHost: fc.option(fc.boolean()), about: fc.option(fc.string()) }, { requiredKeys: [] }),
    ),
    highlights: fc.option(fc.array(fc.string(), { maxLength: 3 })),
    isGuestFavorite: fc.option(fc.boolean()),
    qualityScore: fc.option(fc.double({ min: 0, max: 10 })),
    _source: fc.option(fc.constantFrom("api", "manual", "mock")),
  },
  { requiredKeys: [] },
);

const RUNS = { numRuns: 300 };

function componentScores(result: QualityResult): number[] {
  return COMPONENTS.map((name) => result.breakdown[name].score);
}

describe("gradeListing invariants (property-based)", () => {
  it("overallScore is always an integer from 40 to 100", () => {
    fc.assert(
      fc.property(listingArb, (listing) => {
        const { overallScore } = gradeListing(listing);
        expect(Number.isInteger(overallScore)).toBe(true);
        expect(overallScore).toBeGreaterThanOrEqual(40);
        expect(overallScore).toBeLessThanOrEqual(100);
      }),
      RUNS,
    );
  });

  it("each component is in [0, 1] and shows as score.toFixed(2)", () => {
    fc.assert(
      fc.property(listingArb, (listing) => {
        const result = gradeListing(listing);
        for (const name of COMPONENTS) {
          const section = result.breakdown[name];
          expect(section.score).toBeGreaterThanOrEqual(0);
          expect(section.score).toBeLessThanOrEqual(1);
          expect(section.overallScore).toBe(section.score.toFixed(2));
        }
        expect([0, 0.05, 0.1]).toContain(result.breakdown.externalBonus);
      }),
      RUNS,
    );
  });

  it("the level agrees with the score and the weak flag", () => {
    fc.assert(
      fc.property(listingArb, (listing) => {
        const result = gradeListing(listing);
        const weak = componentScores(result).some((score) => score < WEAK_COMPONENT_THRESHOLD);
        expect(result.hasWeakComponent).toBe(weak);
        expect(result.qualityLevel).toBe(levelQuality(result.overallScore, weak));
        if (weak) expect(result.qualityLevel).toBe("Low");
        if (result.qualityLevel === "High") expect(result.overallScore).toBeGreaterThanOrEqual(75);
      }),
      RUNS,
    );
  });

  it("no card shows more than 2 suggestions", () => {
    fc.assert(
      fc.property(listingArb, (listing) => {
        const result = gradeListing(listing);
        for (const name of COMPONENTS)
          expect(result.breakdown[name].suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
      }),
      RUNS,
    );
  });

  it("never throws on arbitrary input, whatever its shape", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = gradeListing(value as GradableListing);
        expect(result.overallScore).toBeGreaterThanOrEqual(40);
      }),
      RUNS,
    );
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom("title", "description", "amenities", "rating", "hostData", "highlights", "images"),
          fc.anything(),
        ),
        (value) => {
          expect(() => gradeListing(value as GradableListing)).not.toThrow();
        },
      ),
      RUNS,
    );
  });

  it("is deterministic: the same listing gives the same result", () => {
    fc.assert(
      fc.property(listingArb, (listing) => {
        expect(gradeListing(listing)).toEqual(gradeListing(structuredClone(listing)));
      }),
      { numRuns: 100 },
    );
  });

  it("a superhost badge or a higher rating never lowers the score", () => {
    fc.assert(
      fc.property(listingArb, fc.double({ min: 0, max: 5, noNaN: true }), (listing, rating) => {
        const plain = gradeListing({ ...listing, rating, hostData: { isSuperHost: false } });
        const superhost = gradeListing({ ...listing, rating, hostData: { isSuperHost: true } });
        const better = gradeListing({
          ...listing,
          rating: Math.min(5, rating + 0.5),
          hostData: { isSuperHost: false },
        });
        expect(superhost.overallScore).toBeGreaterThanOrEqual(plain.overallScore);
        expect(better.overallScore).toBeGreaterThanOrEqual(plain.overallScore);
      }),
      { numRuns: 100 },
    );
  });
});
