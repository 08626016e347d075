import { zodSchema } from "ai";
import { describe, expect, it } from "vitest";
import { findSubsetViolations, readSchemaSubsets } from "../../test/support/model-schema-subsets";
import { captionAnswerSchema } from "../captions/caption-answer-schema";
import { listingAnswerSchema, sectionAnswerSchema } from "./answer-schemas";
import { type ListingTexts, listingTextsSchema } from "./generated-listing";

/** The JSON Schema the AI SDK sends for Output.object: its own conversion, so a change in the SDK shows here too. */
const sent = (schema: Parameters<typeof zodSchema>[0]) => zodSchema(schema).jsonSchema;

const SUBSETS = readSchemaSubsets();
const MODEL_FACING = { listing: listingAnswerSchema, section: sectionAnswerSchema, caption: captionAnswerSchema };

describe("the model-facing schemas (docs/decisions/022-portable-model-schema.md)", () => {
  it("reads every documented subset from the decision record", () => {
    expect(Object.keys(SUBSETS)).toEqual(["openai-strict", "anthropic", "llama-cpp", "vllm", "portable"]);
  });

  for (const [schemaName, schema] of Object.entries(MODEL_FACING)) {
    for (const subsetName of Object.keys(SUBSETS)) {
      it(`keeps the ${schemaName} answer within ${subsetName}`, () => {
        expect(findSubsetViolations(sent(schema), SUBSETS[subsetName]!)).toEqual([]);
      });
    }
  }

  it("would catch the stored shape's limits: the maxLength 2000 llama.cpp refused, lengths OpenAI and Anthropic refuse", () => {
    const stored = sent(listingTextsSchema);
    expect(findSubsetViolations(stored, SUBSETS["llama-cpp"]!)).toContain("(root).properties.summary.maxLength: 2000 must be below 2000");
    expect(findSubsetViolations(stored, SUBSETS["openai-strict"]!)).toContain("(root).properties.summary.maxLength: 'maxLength' is not permitted");
    expect(findSubsetViolations(stored, SUBSETS.anthropic!)).toContain("(root).properties.titles.minItems: 3 is not permitted");
    expect(findSubsetViolations(stored, SUBSETS.portable!).length).toBeGreaterThan(10);
  });

  it("parses into the stored shape's types: a checked answer is stored as it is", () => {
    const answer = listingAnswerSchema.parse({
      titles: ["a", "b", "c"],
      summary: "s",
      sections: { space: "x", guestAccess: "x", neighborhood: "x", gettingAround: "x", notes: "x" },
      houseRules: [],
      seoKeywords: ["k"],
    });
    const texts: ListingTexts = answer; // the same type: what passes the gate is stored as it is
    expect(listingTextsSchema.safeParse(texts).success).toBe(false); // two keywords short: the quality gate names it
  });
});
