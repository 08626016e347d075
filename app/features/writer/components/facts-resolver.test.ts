import { describe, expect, it } from "vitest";
import { propertyFactsSchema } from "../../../../core/writer/property-facts";
import { factFieldErrors } from "./fact-messages";
import { cleanDraft, EMPTY_DRAFT, type FactsDraft } from "./facts-draft";
import { factsResolver, flattenFactErrors } from "./facts-resolver";

const options = { fields: {}, shouldUseNativeValidation: false } as const;

/** What the form showed before react-hook-form: the schema's issues in a host's words, keyed by field. */
function messagesOf(draft: FactsDraft) {
  const parsed = propertyFactsSchema.safeParse(cleanDraft(draft));
  return parsed.success ? {} : factFieldErrors(parsed.error.issues);
}

const valid: FactsDraft = {
  ...EMPTY_DRAFT,
  propertyType: "Entire loft",
  location: { city: "Lisbon", country: "Portugal" },
  bedrooms: 1,
  beds: 1,
  bathrooms: 1,
  accommodates: 2,
  amenities: ["Wifi"],
};

describe("factsResolver", () => {
  it("gives an empty form's messages at each field, in the order the summary lists them", async () => {
    const draft = { ...EMPTY_DRAFT, pointsOfInterest: [{ name: "", category: "food" as const }] };
    const result = await factsResolver(draft, undefined, options);
    expect(result.values).toEqual({});
    const shown = flattenFactErrors(result.errors);
    expect(shown).toEqual(messagesOf(draft));
    expect(Object.keys(shown)).toEqual(Object.keys(messagesOf(draft)));
    expect(shown["location.city"]).toBe("Enter the city the home is in.");
  });

  it("marks a nearby place's own field", async () => {
    const points = [
      { name: "Time Out Market", category: "food" as const },
      { name: "x".repeat(121), category: "food" as const },
    ];
    const draft = { ...valid, pointsOfInterest: points };
    const shown = flattenFactErrors((await factsResolver(draft, undefined, options)).errors);
    expect(shown).toEqual(messagesOf(draft));
    expect(Object.keys(shown)).toEqual(["pointsOfInterest.1.name"]);
  });

  it("reads a list's own message and its items' messages, the list's first", () => {
    const errors = { pointsOfInterest: { type: "facts", message: "Keep it to 30 items.", 2: { name: { type: "facts", message: "Keep it to 120 characters." } } } };
    expect(flattenFactErrors(errors)).toEqual({ pointsOfInterest: "Keep it to 30 items.", "pointsOfInterest.2.name": "Keep it to 120 characters." });
    expect(Object.keys(flattenFactErrors(errors))).toEqual(["pointsOfInterest", "pointsOfInterest.2.name"]);
  });

  it("answers the facts as the server will read them when the form is valid", async () => {
    const result = await factsResolver({ ...valid, propertyType: "  Entire loft  ", highlights: [] }, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(propertyFactsSchema.parse(cleanDraft({ ...valid, highlights: [] })));
  });
});
