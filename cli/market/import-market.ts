import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { marketListings, markets } from "../../server/db/schema/markets";
import { readMarketRow, REQUIRED_COLUMNS } from "./read-market-row";
import { readBookedDays, readReviews } from "./read-side-files";
import { CsvFileError, streamCsvRecords, type CsvProgress } from "./stream-csv-records";

export const MARKET_LICENCE = "CC BY 4.0 (Inside Airbnb, insideairbnb.com)";
const BATCH_SIZE = 200;
const BAD_ROWS_KEPT = 20;

export interface ImportMarketOptions {
  listingsFile: string;
  calendarFile?: string;
  reviewsFile?: string;
  /** The city's name; by default read from the file name ("albany-ny_listings_….csv.gz" → "Albany Ny"). */
  city?: string;
  onProgress?(progress: CsvProgress): void;
}

export interface BadRow {
  file: string;
  line: number;
  reason: string;
}

export interface ImportMarketReport {
  marketId: string;
  city: string;
  dataDate: string;
  listingCount: number;
  badRowCount: number;
  /** The first bad rows, with their line in the file and why. */
  badRows: BadRow[];
  reviewCount: number;
  calendarLoaded: boolean;
  replaced: boolean;
}

/** "albany-ny_listings_2024-11-05.csv.gz" → "albany-ny"; "listings.csv.gz" → "listings". */
export function cityFromFileName(file: string): string {
  return path.basename(file).replace(/\.csv(\.gz)?$/i, "").split("_")[0]!;
}

export function slugify(city: string): string {
  return city.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

function titleCase(slug: string): string {
  return slug.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}

/**
 * Loads one city's Inside Airbnb files as a market. Side files (calendar, reviews) are read first; then, in one
 * transaction, the city's old snapshot is deleted and the homes are streamed in. Any failure (a truncated file, a file of
 * the wrong kind, no readable home) rolls everything back, so a market is never half-loaded.
 */
export async function importMarket(db: Database, options: ImportMarketOptions): Promise<ImportMarketReport> {
  const badRows: BadRow[] = [];
  let badRowCount = 0;
  const recordBad = (file: string, line: number, reason: string) => {
    badRowCount += 1;
    if (badRows.length < BAD_ROWS_KEPT) badRows.push({ file: path.basename(file), line, reason });
  };
  const bookedDays = options.calendarFile ? await readBookedDays(options.calendarFile, recordBad, options.onProgress) : undefined;
  const reviews = options.reviewsFile ? await readReviews(options.reviewsFile, recordBad, options.onProgress) : undefined;

  const city = options.city?.trim() || titleCase(cityFromFileName(options.listingsFile));
  const marketId = slugify(city);
  if (!marketId) throw new CsvFileError(`"${city}" is not a city name`);
  const sourceFiles = [options.listingsFile, options.calendarFile, options.reviewsFile].filter((f): f is string => !!f).map((f) => path.basename(f));

  return db.transaction(async (tx) => {
    const replaced = (await tx.delete(markets).where(eq(markets.id, marketId)).returning({ id: markets.id })).length > 0;
    await tx.insert(markets).values({ id: marketId, city, dataDate: "", licence: MARKET_LICENCE, sourceFiles, listingCount: 0, badRowCount: 0 });
    let batch: (typeof marketListings.$inferInsert)[] = [];
    const seen = new Set<string>();
    let dataDate = "";
    const flush = async () => {
      if (batch.length > 0) await tx.insert(marketListings).values(batch);
      batch = [];
    };
    const records = streamCsvRecords(options.listingsFile, {
      requiredColumns: REQUIRED_COLUMNS,
      onBadRecord: (line, reason) => recordBad(options.listingsFile, line, reason),
      onProgress: options.onProgress,
    });
    for await (const { record, line } of records) {
      const result = readMarketRow(record);
      if ("error" in result) {
        recordBad(options.listingsFile, line, result.error);
        continue;
      }
      if (seen.has(result.row.id)) {
        recordBad(options.listingsFile, line, `listing ${result.row.id} appears twice`);
        continue;
      }
      seen.add(result.row.id);
      if (/^\d{4}-\d{2}-\d{2}$/.test(result.lastScraped) && result.lastScraped > dataDate) dataDate = result.lastScraped;
      batch.push({
        ...result.row,
        marketId,
        bookedDays: bookedDays ? (bookedDays.get(result.row.id) ?? null) : null,
        reviewThemes: reviews ? (reviews.get(result.row.id)?.themes ?? []) : null,
      });
      if (batch.length >= BATCH_SIZE) await flush();
    }
    await flush();
    if (seen.size === 0) throw new CsvFileError(`${options.listingsFile} holds no readable home; nothing was imported`);
    dataDate ||= /\d{4}-\d{2}-\d{2}/.exec(path.basename(options.listingsFile))?.[0] ?? "";
    if (!dataDate) throw new CsvFileError(`${options.listingsFile} has no last_scraped date and its name has none; nothing was imported`);
    const reviewCount = reviews ? [...seen].reduce((sum, id) => sum + (reviews.get(id)?.count ?? 0), 0) : 0;
    await tx
      .update(markets)
      .set({ dataDate, listingCount: seen.size, badRowCount, reviewCount, calendarLoaded: bookedDays !== undefined })
      .where(eq(markets.id, marketId));
    return { marketId, city, dataDate, listingCount: seen.size, badRowCount, badRows, reviewCount, calendarLoaded: bookedDays !== undefined, replaced };
  });
}
