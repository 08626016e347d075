import fs from "node:fs";
import { openCliDatabase } from "../open-cli-database";
import { importMarket } from "../market/import-market";
import { CsvFileError, type CsvProgress } from "../market/stream-csv-records";

export const MARKET_IMPORT_USAGE =
  "market import <listings.csv.gz> [--calendar <file>] [--reviews <file>] [--city <name>]   load an Inside Airbnb city (replaces its snapshot)";

function readFlag(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** A progress line on standard error: redrawn in place on a terminal, a line now and then otherwise. */
function createProgressReporter(): (progress: CsvProgress) => void {
  let last = 0;
  return (progress) => {
    const now = Date.now();
    const done = progress.done;
    if (!done && now - last < (process.stderr.isTTY ? 100 : 2000)) return;
    last = now;
    const percent = progress.totalBytes > 0 ? Math.min(100, Math.round((progress.bytesRead / progress.totalBytes) * 100)) : 100;
    const bar = "#".repeat(Math.round(percent / 5)).padEnd(20, ".");
    const text = `${progress.file.split("/").pop()} [${bar}] ${percent}% ${progress.records.toLocaleString("en")} rows`;
    process.stderr.write(process.stderr.isTTY ? `\r${text}${done ? "\n" : ""}` : `${text}\n`);
  };
}

/**
 * `npm run cli -- market import <listings.csv.gz> [--calendar f] [--reviews f] [--city name]`: prints the import's report
 * as JSON; bad rows are counted and listed (the first 20), never fatal; a file that cannot be read loads nothing.
 */
export async function runMarketImport(args: string[]): Promise<number> {
  const calendarFile = readFlag(args, "--calendar");
  const reviewsFile = readFlag(args, "--reviews");
  const city = readFlag(args, "--city");
  const flagValues = new Set([calendarFile, reviewsFile, city]);
  const files = args.filter((arg) => !arg.startsWith("--") && !flagValues.has(arg));
  if (files.length !== 1 || args.some((arg) => arg.startsWith("--") && !["--calendar", "--reviews", "--city"].includes(arg))) {
    process.stderr.write(`Usage: npm run cli -- ${MARKET_IMPORT_USAGE}\n`);
    return 2;
  }
  for (const file of [files[0]!, calendarFile, reviewsFile]) {
    if (file !== undefined && !fs.existsSync(file)) {
      process.stderr.write(`No file at ${file}\n`);
      return 1;
    }
  }
  const database = await openCliDatabase("market import");
  try {
    const report = await importMarket(database.db, { listingsFile: files[0]!, calendarFile, reviewsFile, city, onProgress: createProgressReporter() });
    process.stderr.write(
      `${report.replaced ? "Replaced" : "Imported"} ${report.city} (${report.dataDate}): ${report.listingCount} homes, ${report.badRowCount} bad rows.\n`,
    );
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    return 0;
  } catch (error) {
    if (error instanceof CsvFileError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}
