import { describe, expect, it } from "vitest";
import { qualityResultSchema } from "../../../contracts/grader";
import { gradeListing } from "../../../core/grader/grade-listing";
import { parseListingText } from "../../../core/listing-text/parse-listing-text";
import { INSIDE_AIRBNB_FIXTURE_FILES, readInsideAirbnbFixture, toPastedText } from "../../../test/support/inside-airbnb-listings";
import { type ResultView, presentAnalysis, writeAnalysisAnswer } from "./present-analysis";

const listings = INSIDE_AIRBNB_FIXTURE_FILES.flatMap((file) => readInsideAirbnbFixture(file));
const usage = { used: 0, limit: 3, remaining: 3, resetsAt: null, bypassed: false };

describe("presentAnalysis: the full answer's result", () => {
  it("is the grader's result as it is, and meets the contract for every fixture row and its pasted text", () => {
    let checked = 0;
    for (const listing of listings) {
      const pasted = toPastedText(listing);
      const graded = pasted.trim().length >= 50 ? [listing, parseListingText(pasted)] : [listing];
      for (const each of graded) {
        const result = gradeListing(each);
        // The schema keeps only what it knows and checks the limits (two suggestions a card): the same object back
        // means the answer is what the contract says, with nothing left out.
        expect(qualityResultSchema.parse(result)).toStrictEqual(result);
        const answer = presentAnalysis(
          { source: "listing", listing: each, result, resultJson: JSON.stringify(result), listingUrl: null, marketplaceListingId: null, notes: [] },
          { view: "full", gradeId: null, usage },
        );
        expect(answer.visibility === "full" && answer.result).toBe(result);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe("writeAnalysisAnswer", () => {
  const listing = parseListingText(toPastedText(listings[0]!));
  const result = gradeListing(listing);
  const analysis = { source: "text" as const, listing, result, resultJson: JSON.stringify(result), listingUrl: null, marketplaceListingId: null, notes: ["Graded"] };

  it.each<ResultView>(["full", "advice", "score"])("reads back as the %s answer itself", (view) => {
    const answer = presentAnalysis(analysis, { view, gradeId: "grade-1", usage });
    expect(JSON.parse(writeAnalysisAnswer(answer, analysis))).toEqual(JSON.parse(JSON.stringify(answer)));
  });

  it("puts the full answer's result in as the analysis wrote it, not written again", () => {
    // A result text that JSON.stringify(result) could not have made shows which one was sent.
    const written = { ...analysis, resultJson: '{"written":"once"}' };
    const answer = presentAnalysis(written, { view: "full", gradeId: null, usage });
    expect(JSON.parse(writeAnalysisAnswer(answer, written)).result).toEqual({ written: "once" });
  });
});
