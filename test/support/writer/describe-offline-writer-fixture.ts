import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import type { MarketplaceId } from "../../../core/marketplaces/marketplace-rules";
import type { PropertyLocation } from "../../../core/writer/property-facts";
import type { InsideAirbnbRow } from "./inside-airbnb-facts";
import { formatMeasures, measureWriting, type WritingMeasures } from "./measure-writing";
import { runOfflineWriter, type RowResult } from "./offline-writer-fixture-run";
import { findPaddedTitles } from "./title-features";

export interface FixtureExpectations {
  readonly file: string;
  /** Reads the gzipped file (the test does the I/O: core/ does none). */
  readonly read: () => Buffer;
  readonly place: Omit<PropertyLocation, "neighborhood" | "lat" | "lng">;
  readonly rows: number;
  /** How many rows lacked each number or had an amenity cut to its catalogue label: reported, never hidden. */
  readonly gaps: Readonly<Record<string, number>>;
  /**
   * Rows whose title cannot honestly reach 0.9: rooms with no keyword-worthy feature, and homes whose only further
   * keywords were commonplace amenities ("with Free Parking & Wifi"), which a title no longer spends its room on
   * (decision 056).
   */
  readonly maxTitlesBelow: number;
  /**
   * Homes with 15+ amenities whose description stays under the grader's 0.7 (300 words with key terms): the writer
   * says what the facts give and does not pad, so some plain homes stay short. A ceiling that only goes down.
   */
  readonly maxRichDescriptionsBelow07: number;
}

/** Grader scores are floats: 0.7 + 0.3·2/3 is 0.8999999999999999, shown to the host as 0.90. */
const AT_LEAST_0_9 = 0.9 - 1e-9;
const AT_LEAST_0_7 = 0.7 - 1e-9;
/** Below this many amenities a home may honestly have a short description. */
const FEW_AMENITIES = 15;
/** Issue 19: of all sentences of six or more words, at most 15% may appear word for word in 10% of listings. */
const MAX_REPEATED_SHARE = 0.15;
const MARKETPLACES: readonly MarketplaceId[] = ["airbnb", "vrbo", "booking"];

function readRows(csv: Buffer): InsideAirbnbRow[] {
  return parse(csv, { columns: true }) as InsideAirbnbRow[];
}

function countGaps(results: readonly RowResult[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const result of results) for (const gap of new Set(result.gaps)) counts[gap] = (counts[gap] ?? 0) + 1;
  return counts;
}

/** The offline writer on every row of an Inside Airbnb file, for Airbnb, Vrbo and Booking.com, with no points (no network). */
export function describeOfflineWriterFixture(expected: FixtureExpectations): void {
  describe(`the offline writer on ${expected.file}`, () => {
    const byMarketplace = new Map<MarketplaceId, RowResult[]>();
    let results: RowResult[] = [];
    let measures: WritingMeasures;
    // Composing and checking about 3 × 2,570 listings takes tens of seconds of CPU; a loaded machine may need far more.
    beforeAll(() => {
      const rows = readRows(expected.read());
      for (const marketplace of MARKETPLACES) byMarketplace.set(marketplace, runOfflineWriter(rows, expected.place, marketplace));
      results = byMarketplace.get("airbnb") ?? [];
      measures = measureWriting(results);
      console.info(formatMeasures(expected.file, measures));
    }, 900_000);

    it("turns every row into valid facts, counting what rows lack instead of dropping them", () => {
      expect(results).toHaveLength(expected.rows);
      expect(countGaps(results)).toEqual(expected.gaps);
    });

    it.each(MARKETPLACES)("passes every %s check and the fidelity guard on every row", (marketplace) => {
      const failing = (byMarketplace.get(marketplace) ?? []).filter((result) => result.problems.length > 0);
      expect(failing.map((result) => ({ id: result.id, problems: result.problems.map((check) => check.message) }))).toEqual([]);
    });

    it("never tells guests what the input lacked, never leaks other languages' words, and makes none of the grammar slips", () => {
      expect(measures.lackedInput).toEqual({ listings: 0, examples: [] });
      expect(measures.otherLanguage).toEqual({ listings: 0, examples: [] });
      for (const [pattern, found] of Object.entries(measures.grammar)) expect({ pattern, ...found }).toEqual({ pattern, listings: 0, examples: [] });
    });

    it("repeats few stock sentences: at most 15% of sentences of 6+ words appear in 10% of listings", () => {
      expect(measures.repeatedShare).toBeLessThanOrEqual(MAX_REPEATED_SHARE);
    });

    it("scores at least 0.9 on the grader's title, except rooms with nothing true to add", () => {
      const below = results.filter((result) => result.titleScore < AT_LEAST_0_9);
      expect(below.length).toBeLessThanOrEqual(expected.maxTitlesBelow);
      // Even then the title is 41-50 characters with one keyword: 0.8, or 0.7 for a shared room with none.
      for (const result of below) expect(result.titleScore).toBeGreaterThanOrEqual(0.7 - 1e-9);
    });

    it("never names two commonplace amenities in a title, nor one in the first title of a home with something better", () => {
      for (const marketplace of MARKETPLACES) {
        const padded = (byMarketplace.get(marketplace) ?? []).flatMap((result) => findPaddedTitles(result.facts, result.texts.titles, marketplace).map((problem) => `${result.id}: ${problem}`));
        expect(padded.slice(0, 5), `${marketplace}: ${padded.length} padded titles`).toEqual([]);
      }
    });

    it("scores at least 0.7 on the grader's description for homes with 15+ amenities, except plain homes it will not pad", () => {
      const rich = results.filter((result) => result.amenityCount >= FEW_AMENITIES);
      const below = rich.filter((result) => result.descriptionScore < AT_LEAST_0_7);
      console.info(`${expected.file}: ${rich.length - below.length} of ${rich.length} homes with 15+ amenities score 0.7 or more on the description`);
      expect(below.length).toBeLessThanOrEqual(expected.maxRichDescriptionsBelow07);
    });

    it("varies from home to home: titles and opening sentences", () => {
      const titleCounts = new Map<string, number>();
      for (const result of results) titleCounts.set(result.title, (titleCounts.get(result.title) ?? 0) + 1);
      const firstSentences = new Set(results.map((result) => result.firstSentence));
      expect(titleCounts.size / results.length).toBeGreaterThan(0.4);
      expect(Math.max(...titleCounts.values()) / results.length).toBeLessThan(0.08);
      expect(firstSentences.size / results.length).toBeGreaterThan(0.7);
    });
  });
}
