import { describe, expect, it } from "vitest";
import { checkAnswerQuality } from "./check-answer-quality";
import { findListingProblems } from "./check-generated-listing";
import { composeListing } from "./compose-listing";
import type { ListingTexts } from "./generated-listing";
import { createFacts } from "../../test/support/writer/create-facts";

/** A good model answer for the Lisbon flat: every gate check passes. */
const GOOD: ListingTexts = {
  titles: ["Alfama Flat with River View, Wifi and Workspace", "Two-Bedroom Alfama Flat for Four, River View", "River-View Lisbon Flat with a Balcony"],
  summary: "A two-bedroom flat in Alfama, Lisbon, with a balcony and a dedicated workspace. It sleeps four in three beds and has a kitchen and a washer.",
  sections: {
    space: "The flat has two bedrooms with three beds between them and one bathroom. The kitchen is equipped for cooking, with a Nespresso coffee maker for the mornings.",
    guestAccess: "You have the whole flat to yourselves: both bedrooms, the bathroom, the kitchen and the balcony.",
    neighborhood: "The flat is in Alfama, one of the oldest quarters of Lisbon, on the slope above the river.",
    gettingAround: "Alfama is best explored on foot, and trams run along the bottom of the hill.",
    notes: "The dedicated workspace and the wifi suit remote workers on a longer stay.",
  },
  houseRules: ["Check-in after 15:00", "No smoking", "No pets"],
  seoKeywords: ["Alfama apartment", "Lisbon workspace rental", "two-bedroom Lisbon"],
};

const failed = (texts: ListingTexts, language: Parameters<typeof checkAnswerQuality>[1] = "en") =>
  Object.fromEntries(checkAnswerQuality(texts, language).filter((check) => !check.passed).map((check) => [check.id, check.message]));

describe("checkAnswerQuality", () => {
  it("passes a real answer and the offline writer's listing, each check an error the repair loop sends back", () => {
    expect(failed(GOOD)).toEqual({});
    expect(failed(composeListing(createFacts()))).toEqual({});
    expect(checkAnswerQuality(GOOD, "en").every((check) => check.severity === "error")).toBe(true);
  });

  it("refuses word salad: a three-word title with a leading space and a one-word summary", () => {
    const salad = { ...GOOD, titles: [" window clean relax", "window clean relax", "clean relax window"] as ListingTexts["titles"], summary: " morning" };
    const problems = failed(salad);
    expect(problems["answer-complete"]).toBe(
      "The title option 1 “ window clean relax” starts or ends with spaces: remove them; The summary “ morning” starts or ends with spaces: remove them",
    );
    expect(problems["answer-length"]).toContain("The title option 1 “ window clean relax” has 3 words: write at least 4");
    expect(problems["answer-length"]).toContain("The summary “ morning” has 1 word: write at least 12");
    expect(problems["answer-duplicate-parts"]).toBe("The title option 2 is the same text as the title option 1: each part says something of its own");
    // Through the listing checks: what the model writer refuses and sends back for repair.
    const ids = findListingProblems(salad, createFacts(), [], { marketplace: "airbnb" }).map((check) => check.id);
    expect(ids).toEqual(expect.arrayContaining(["answer-complete", "answer-length", "answer-duplicate-parts"]));
  });

  it("refuses a listing in another language than the one asked, and sentences with no function words", () => {
    const spanish = { ...GOOD, summary: "Un piso de dos dormitorios en Alfama con balcón, una cocina equipada y un espacio de trabajo para los huéspedes." };
    expect(failed(spanish)["answer-language"]).toBe("The summary is written in Spanish: write it in English");
    expect(failed(GOOD, "fr")["answer-language"]).toContain("The summary is written in English: write it in French");
    const nouns = { ...GOOD, sections: { ...GOOD.sections, space: "Bedroom bedroom kitchen washer balcony workspace coffee maker wifi view terrace sofa table lamp shower towels linens heating" } };
    expect(failed(nouns)["answer-language"]).toMatch(/^The “The space” section is not written as English sentences/u);
    // What the real salad model wrote as a section rewrite (seen 2026-11-29): six words, one of them "near", so neither
    // too short for its field nor without a function word; it has no capital and no stop.
    const salad = { ...GOOD, sections: { ...GOOD.sections, space: "sunny house house near table bright" } };
    expect(failed(salad)).toEqual({
      "answer-language":
        "The “The space” section “sunny house house near table bright” is a list of words, not English sentences: write whole sentences, each starting with a capital letter and ending with a full stop",
    });
  });

  it("refuses repeats: a word three times in a row, a few words over and over, a sentence said twice", () => {
    const words = ["window", "clean", "relax", "morning", "bright", "quiet", "the", "home"];
    const loop = Array.from({ length: 60 }, (_, index) => words[(index * 3 + (index >> 2)) % words.length]).join(" ");
    const problems = failed({
      ...GOOD,
      summary: `${GOOD.summary} It is clean clean clean.`,
      sections: { ...GOOD.sections, space: loop, notes: `${GOOD.sections.notes} The flat has two bedrooms with three beds between them and one bathroom.` },
    });
    expect(problems["answer-repetition"]).toContain("The summary repeats “clean” three times in a row: write it once");
    expect(problems["answer-repetition"]).toContain("The “The space” section keeps repeating the same few words");
    expect(failed({ ...GOOD, sections: { ...GOOD.sections, notes: `${GOOD.sections.notes} ${GOOD.sections.space}` } })["answer-repetition"]).toContain(
      "The sentence “The flat has two bedrooms with three beds between them an…” appears twice (in the “The space” section and the “Other things to note” section): keep it once",
    );
  });

  it("refuses tokens that are not words, and a section that repeats another", () => {
    const mash = { ...GOOD, sections: { ...GOOD.sections, gettingAround: "Xkqzt brpl the qwrtpsdf flat zzzt near mnbvc." } };
    expect(failed(mash)["answer-non-words"]).toBe("The “Getting around” section has 5 tokens that are not words (“Xkqzt”, “brpl”, “qwrtpsdf”, “zzzt”): write real words");
    const copied = { ...GOOD, sections: { ...GOOD.sections, notes: GOOD.sections.neighborhood } };
    expect(failed(copied)["answer-duplicate-parts"]).toBe("The “Other things to note” section is the same text as the “The neighborhood” section: each part says something of its own");
  });

  it("refuses a wrong number of titles or keywords in words a model can act on", () => {
    const two = { ...GOOD, titles: GOOD.titles.slice(0, 2) as unknown as ListingTexts["titles"], seoKeywords: ["Alfama"] };
    const message = failed(two)["answer-complete"];
    expect(message).toContain("Give exactly 3 title options (there are 2)");
  });
});
