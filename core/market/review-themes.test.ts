import fs from "node:fs";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { findReviewThemes } from "./review-themes";

describe("findReviewThemes", () => {
  it("counts a theme once per review, as praise, or as a complaint when the sentence holds a negative cue", () => {
    const themes = findReviewThemes([
      "Spotless apartment. Great location near the station!",
      "The bed was not comfortable. The location was great.",
      "Wifi was slow but the host was very helpful.",
    ]);
    const by = Object.fromEntries(themes.map((t) => [t.theme, t]));
    expect(by.location).toMatchObject({ praise: 2, complaints: 0 });
    expect(by.cleanliness).toMatchObject({ praise: 1, complaints: 0, praiseQuotes: ["Spotless apartment."] });
    expect(by.beds).toMatchObject({ praise: 0, complaints: 1, complaintQuotes: ["The bed was not comfortable."] });
    // One sentence, two themes, one "but": both read as complaints; the rule is blunt and says so.
    expect(by.wifi).toMatchObject({ complaints: 1 });
    expect(by.noise).toBeUndefined();
  });

  it("reads Albany's 25,313 reviews: location and host among the most praised, each count within the reviews", () => {
    const rows = parse(gunzipSync(fs.readFileSync("fixtures/inside-airbnb/albany-ny_reviews_2024-11-05.csv.gz")), { columns: true }) as Record<string, string>[];
    const themes = findReviewThemes(rows.map((r) => r.comments ?? ""));
    const names = themes.slice(0, 4).map((t) => t.theme);
    expect(names).toContain("location");
    expect(names).toContain("host");
    for (const theme of themes) {
      expect(theme.praise + theme.complaints).toBeLessThanOrEqual(rows.length);
      for (const quote of [...theme.praiseQuotes, ...theme.complaintQuotes]) expect(quote.length).toBeLessThanOrEqual(160);
    }
  });
});
