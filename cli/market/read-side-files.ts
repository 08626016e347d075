import { addReview, createThemeTally, summarizeThemes, type ReviewTheme, type ThemeCount } from "../../core/market/review-themes";
import { streamCsvRecords, type CsvProgress } from "./stream-csv-records";

type RecordBad = (file: string, line: number, reason: string) => void;

/**
 * Days marked unavailable in a calendar file, per listing id. Inside Airbnb's calendar cannot tell a booked night from
 * one the host blocked, so this is an upper bound of booked nights, read as demand beside reviews in the last year.
 */
export async function readBookedDays(file: string, recordBad: RecordBad, onProgress?: (p: CsvProgress) => void): Promise<Map<string, number>> {
  const booked = new Map<string, number>();
  const records = streamCsvRecords(file, { requiredColumns: ["listing_id", "date", "available"], onBadRecord: (line, reason) => recordBad(file, line, reason), onProgress });
  for await (const { record, line } of records) {
    const id = record.listing_id!.trim();
    if (record.available !== "t" && record.available !== "f") {
      recordBad(file, line, `listing ${id}: available is neither t nor f`);
      continue;
    }
    booked.set(id, (booked.get(id) ?? 0) + (record.available === "f" ? 1 : 0));
  }
  return booked;
}

export interface HomeReviews {
  count: number;
  themes: ThemeCount[];
}

/** Per listing id: how many reviews the reviews file holds, and what they say by theme (core/market/review-themes). */
export async function readReviews(file: string, recordBad: RecordBad, onProgress?: (p: CsvProgress) => void): Promise<Map<string, HomeReviews>> {
  const tallies = new Map<string, { count: number; tally: Map<ReviewTheme, ThemeCount> }>();
  const records = streamCsvRecords(file, { requiredColumns: ["listing_id", "id", "date", "comments"], onBadRecord: (line, reason) => recordBad(file, line, reason), onProgress });
  for await (const { record } of records) {
    const id = record.listing_id!.trim();
    const entry = tallies.get(id) ?? { count: 0, tally: createThemeTally() };
    entry.count += 1;
    addReview(entry.tally, record.comments ?? "");
    tallies.set(id, entry);
  }
  return new Map([...tallies].map(([id, { count, tally }]) => [id, { count, themes: summarizeThemes(tally) }]));
}
