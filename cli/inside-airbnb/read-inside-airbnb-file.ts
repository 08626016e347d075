import fs from "node:fs";
import { gunzipSync } from "node:zlib";
import type { Listing } from "../../core/listing/listing";
import { parseCsvRecords } from "../csv/parse-csv";
import { readInsideAirbnbListing } from "./read-inside-airbnb-listing";

export function isCsvPath(file: string): boolean {
  return /\.csv(\.gz)?$/i.test(file);
}

/** The text of a .csv or .csv.gz file (gzip is recognised by its magic bytes, whatever the name). */
export function readCsvText(bytes: Buffer): string {
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return (gzipped ? gunzipSync(bytes) : bytes).toString("utf8");
}

/** Every row of an Inside Airbnb detailed listings file, in file order, as normalised listings. */
export function readInsideAirbnbFile(file: string): Listing[] {
  return parseCsvRecords(readCsvText(fs.readFileSync(file))).map(readInsideAirbnbListing);
}
