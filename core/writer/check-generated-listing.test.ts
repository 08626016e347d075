import { describe, expect, it } from "vitest";
import { checkGeneratedListing, findListingProblems } from "./check-generated-listing";
import { composeListing } from "./compose-listing";
import { createFacts, createTexts } from "../../test/support/writer/create-facts";

describe("checkGeneratedListing", () => {
  it("lists every check, passed ones included: marketplace rules, title options, rules, keywords, fidelity", () => {
    const facts = createFacts();
    const checks = checkGeneratedListing(composeListing(facts), facts, [], { marketplace: "airbnb" });
    const ids = checks.map((check) => `${check.field}:${check.id}`);
    expect(ids).toContain("title:title-length");
    expect(ids).toContain("summary:summary-length");
    expect(ids).toContain("description:no-other-platforms");
    expect(ids).toContain("titles:title-options");
    expect(ids).toContain("houseRules:house-rules-content");
    expect(ids).toContain("seoKeywords:keywords-content");
    expect(ids).toContain("listing:facts-amenities");
    // Airbnb's 32-character phone preview is a soft hint at odds with the 41-50 characters titles score best with.
    expect(checks.filter((check) => !check.passed).map((check) => check.id)).toEqual(["title-mobile-preview"]);
  });

  it("checks the title the host chose, and the other options together", () => {
    const texts = createTexts({ titles: ["Alfama Flat", "🌊 SEA VIEW LOFT IN LISBON 🌊", "Lisbon Flat for 4"] });
    const problems = findListingProblems(texts, createFacts(), [], { marketplace: "airbnb", title: "Alfama Flat" });
    expect(problems.map((check) => check.id)).toContain("title-options");
    expect(problems.find((check) => check.id === "title-options")?.message).toBe(
      "A title option breaks a rule: Remove “🌊” from your title: Airbnb does not allow emojis",
    );
  });

  it("finds a platform name in the keywords, a phone number in the rules and an invented hot tub", () => {
    const texts = createTexts({
      summary: "Soak in the hot tub.",
      houseRules: ["No smoking", "Late arrivals: call +351 912 345 678"],
      seoKeywords: ["Lisbon flat", "Alfama", "best on Airbnb"],
    });
    const problems = findListingProblems(texts, createFacts(), [], { marketplace: "vrbo" });
    expect(problems.map((check) => check.id)).toEqual([
      "description-length",
      "title-options", // "Lisbon Flat for 4" is under Vrbo's 20 characters
      "house-rules-content",
      "keywords-content",
      "facts-amenities",
      "answer-length", // a five-word summary, and "Lisbon Flat for 4" is under 20 characters
    ]);
    expect(problems[2]?.message).toBe(
      "Remove the phone number “+351 912 345 678” from your house rules: guests must contact you through Vrbo",
    );
    expect(problems[3]?.message).toBe("Remove “Airbnb” from your Vrbo keywords: listings may not name other platforms");
  });
});
