import { describe, expect, it } from "vitest";
import { createEmptyListing } from "../core/listing/listing";
import { readFieldRefusal } from "./field-refusal";
import { analyzeListingRequestSchema, GRADER_TEXTS } from "./grader";
import { gradeHomeRequestSchema } from "./homes";

const TEXT = "Sunny loft in Alfama with a river view, fast wifi and a quiet bedroom for two.";

function refusalOf(schema: typeof analyzeListingRequestSchema | typeof gradeHomeRequestSchema, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) throw new Error("expected a refusal");
  const [first] = result.error.issues;
  return first ? (readFieldRefusal(first) ?? { message: first.message }) : null;
}

describe("analyzeListingRequestSchema: the grader's input, checked once and read", () => {
  it("reads a URL into its listing id and canonical form, trimmed, with the home it is for", () => {
    expect(analyzeListingRequestSchema.parse({ url: " airbnb.co.uk/rooms/plus/42?adults=2 ", homeId: "h1" })).toEqual({
      source: "url",
      url: "airbnb.co.uk/rooms/plus/42?adults=2",
      listingId: "42",
      canonicalUrl: "https://www.airbnb.com/rooms/42",
      homeId: "h1",
    });
  });

  it("takes pasted text as sent, and a normalised listing as it is", () => {
    expect(analyzeListingRequestSchema.parse({ text: TEXT })).toEqual({ source: "text", text: TEXT, homeId: undefined });
    const listing = createEmptyListing({ title: "Loft" });
    expect(analyzeListingRequestSchema.parse({ listing })).toMatchObject({ source: "listing", listing });
  });

  it.each([
    [{ url: " " }, { field: "url", message: "Please enter a URL" }],
    [{ url: "http://" }, { field: "url", message: "Please enter a valid URL" }],
    [{ url: "https://www.example.com/rooms/1" }, { field: "url", message: "Please enter an Airbnb listing URL" }],
    [{ text: "" }, { field: "text", message: "Please paste a listing description to analyze." }],
    [{ text: "x".repeat(49) }, { field: "text", message: "Please enter at least 50 characters for accurate analysis." }],
  ])("refuses %j on its field with the spec's text", (body, refusal) => {
    expect(refusalOf(analyzeListingRequestSchema, body)).toEqual(refusal);
  });

  it.each([[{}], [{ url: "", text: "" }], [{ text: TEXT, listing: createEmptyListing() }]])("refuses %j as not exactly one input, about the whole body", (body) => {
    expect(refusalOf(analyzeListingRequestSchema, body)).toEqual({ message: GRADER_TEXTS.oneInput });
  });
});

describe("gradeHomeRequestSchema: the home's URL, read as the grader reads it", () => {
  it("reads the URL, or asks for the home's newest written listing without one", () => {
    expect(gradeHomeRequestSchema.parse({ url: "https://www.airbnb.it/rooms/7" })).toMatchObject({ source: "url", listingId: "7" });
    expect(gradeHomeRequestSchema.parse({})).toEqual({ source: "newest-listing" });
  });

  it("refuses a URL that is not an Airbnb listing's with the spec's text", () => {
    expect(refusalOf(gradeHomeRequestSchema, { url: "https://example.com/rooms/1" })).toEqual({ field: "url", message: "Please enter an Airbnb listing URL" });
  });
});
