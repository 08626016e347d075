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

/** How many reviews the reviews file holds per listing id. */
export async function readReviewCounts(file: string, recordBad: RecordBad, onProgress?: (p: CsvProgress) => void): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const records = streamCsvRecords(file, { requiredColumns: ["listing_id", "id", "date", "comments"], onBadRecord: (line, reason) => recordBad(file, line, reason), onProgress });
  for await (const { record } of records) {
    const id = record.listing_id!.trim();
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
