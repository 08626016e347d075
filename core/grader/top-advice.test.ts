import { describe, expect, it } from "vitest";
import { createEmptyListing } from "../listing/listing";
import { gradeListing } from "./grade-listing";
import { pickTopAdvice } from "./top-advice";
import type { QualityBreakdown, SectionScore } from "./types";

const words = (count: number): string => Array(count).fill("word").join(" ");

function part(score: number, suggestions: string[]): SectionScore {
  return { score, overallScore: score.toFixed(2), label: "Average", strengths: [], issues: [], suggestions };
}

function breakdownOf(scores: Record<"title" | "description" | "amenities" | "seo" | "host", number>): QualityBreakdown {
  const entry = (name: string, score: number) => part(score, [`${name} first`, `${name} second`]);
  return {
    title: entry("title", scores.title),
    description: entry("description", scores.description),
    amenities: entry("amenities", scores.amenities),
    seo: entry("seo", scores.seo),
    host: entry("host", scores.host),
    externalBonus: 0,
  };
}

describe("pickTopAdvice: the first suggestion of each part below Good, weakest first", () => {
  it("GRADER.md example 2 (title 'Apt'): title, then the three parts at 40% in the spec's order; SEO (70%) is left out", () => {
    const result = gradeListing(createEmptyListing({ title: "Apt", description: "Nice place." }));
    const advice = pickTopAdvice(result.breakdown);
    expect(advice.map((a) => a.part)).toEqual(["title", "description", "amenities", "host"]);
    expect(advice[0]!.suggestion).toBe(result.breakdown.title.suggestions[0]);
  });

  it("GRADER.md example 1 (79, High): only the description (50%) is below Good", () => {
    const result = gradeListing(
      createEmptyListing({
        title: "Cozy Beach Loft with Ocean Views & Pool",
        description: `${words(120)} walk to the beach, restaurants and shops`,
        amenities: ["Wifi", "Kitchen", "Washer", "Dryer", "Pool", "Free parking on premises", "TV"],
        rating: 4.92,
        hostData: { name: "Ana", profileImage: "", isSuperHost: true, about: "" },
      }),
    );
    expect(pickTopAdvice(result.breakdown)).toEqual([{ part: "description", suggestion: result.breakdown.description.suggestions[0] }]);
  });

  it("the edge: 64.99% is advised on, 65% (Good) is not, nor 0.7 - 0.05 (0.6499999999999999, floating-point noise)", () => {
    const advice = pickTopAdvice(breakdownOf({ title: 0.6499, description: 0.65, amenities: 0.7 - 0.05, seo: 0.9, host: 1 }));
    expect(advice).toEqual([{ part: "title", suggestion: "title first" }]);
  });

  it("no part below Good: no advice", () => {
    expect(pickTopAdvice(breakdownOf({ title: 0.8, description: 0.7, amenities: 0.65, seo: 1, host: 0.9 }))).toEqual([]);
  });

  it("a weak part with no suggestion is left out rather than shown empty", () => {
    const breakdown = { ...breakdownOf({ title: 0.3, description: 0.5, amenities: 1, seo: 1, host: 1 }), title: part(0.3, []) };
    expect(pickTopAdvice(breakdown)).toEqual([{ part: "description", suggestion: "description first" }]);
  });
});
