import { parse } from "csv-parse/sync";
import { BULK_CSV_COLUMNS, BULK_CSV_REQUIRED, factsFromCsvRow } from "../../../../core/writer/facts-from-csv-row";
import type { PropertyFacts } from "../../../../core/writer/property-facts";
import { AppError } from "../../../errors";

export const BULK_MAX_ROWS = 200;

/**
 * A bulk CSV as property facts, one per row, or a 400 listing every problem by row and column so the host can fix the
 * file in one go. Nothing is stored from a file with a problem.
 */
export function parseBulkCsv(csv: string): PropertyFacts[] {
  let records: Record<string, string>[];
  try {
    records = parse(csv.replace(/^\uFEFF/, ""), { columns: (header: string[]) => header.map((h) => h.trim()), skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (error) {
    throw new AppError("bad_request", `The file is not a readable CSV: ${(error as Error).message}`);
  }
  if (records.length === 0) throw new AppError("bad_request", "The file has no properties: add one row per property under the header row.");
  if (records.length > BULK_MAX_ROWS) throw new AppError("bad_request", `The file has ${records.length} properties; one upload takes at most ${BULK_MAX_ROWS}.`);
  const header = Object.keys(records[0]!);
  const missing = BULK_CSV_REQUIRED.filter((column) => !header.includes(column));
  if (missing.length > 0) throw new AppError("bad_request", `The header row lacks ${missing.join(", ")}. Download the template to see every column.`);
  const unknown = header.filter((column) => !(BULK_CSV_COLUMNS as readonly string[]).includes(column));
  const problems: string[] = [];
  const facts: PropertyFacts[] = [];
  records.forEach((record, index) => {
    const result = factsFromCsvRow(record);
    // Row 1 is the header, so the first property is on line 2 of the file.
    if (!result.ok) problems.push(...result.problems.map((problem) => `Row ${index + 2}: ${problem}`));
    else facts.push(result.facts);
  });
  if (problems.length > 0) {
    const shown = problems.slice(0, 10).join("; ");
    throw new AppError("validation_failed", `Fix these and upload again: ${shown}${problems.length > 10 ? ` (and ${problems.length - 10} more)` : ""}.`, { problems, unknownColumns: unknown });
  }
  return facts;
}

/** The template a property manager fills in: the header and one example row. */
export function bulkCsvTemplate(example: Readonly<Record<string, string>>): string {
  const quote = (value: string) => (/[",\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${BULK_CSV_COLUMNS.join(",")}\n${BULK_CSV_COLUMNS.map((column) => quote(example[column] ?? "")).join(",")}\n`;
}
