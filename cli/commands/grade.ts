import fs from "node:fs";
import { gradeGradable, gradeJsonText, gradeTextInput, summarizeItem, type GradedItem } from "../grade/grade-inputs";
import { isCsvPath, readCsvText } from "../inside-airbnb/read-inside-airbnb-file";
import { parseCsvRecords } from "../csv/parse-csv";
import { readInsideAirbnbListing } from "../inside-airbnb/read-inside-airbnb-listing";

export const GRADE_USAGE =
  "grade <file|-> [--text] [--summary]   grade a listing JSON (one or an array), pasted text (--text) or an Inside Airbnb CSV(.gz)";

export interface CommandIo {
  readInput(file: string): Promise<Buffer>;
  write(text: string): Promise<void>;
  writeError(text: string): void;
}

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const processIo: CommandIo = {
  readInput: async (file) => (file === "-" ? readStdin() : fs.readFileSync(file)),
  write: (text) => new Promise((resolve, reject) => process.stdout.write(text, (error) => (error ? reject(error) : resolve()))),
  writeError: (text) => process.stderr.write(text),
};

function gradeInput(file: string, bytes: Buffer, asText: boolean): GradedItem | GradedItem[] {
  if (isCsvPath(file)) return parseCsvRecords(readCsvText(bytes)).map((row) => gradeGradable(readInsideAirbnbListing(row)));
  const text = bytes.toString("utf8");
  return asText ? gradeTextInput(text) : gradeJsonText(text);
}

/**
 * `npm run cli -- grade <file|->`: prints the full quality result as JSON (DESIGN.md), one for an object, an array in the
 * same order for an array or a CSV's rows. An input that cannot be graded prints {"error": "…"} in its place.
 */
export async function runGrade(args: string[], io: CommandIo = processIo): Promise<number> {
  const files = args.filter((arg) => arg === "-" || !arg.startsWith("--"));
  const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--text" && arg !== "--summary");
  if (files.length !== 1 || unknown.length > 0) {
    io.writeError(`Usage: npm run cli -- ${GRADE_USAGE}\n`);
    return 2;
  }
  const file = files[0]!;
  let graded: GradedItem | GradedItem[];
  try {
    graded = gradeInput(file, await io.readInput(file), args.includes("--text"));
  } catch (error) {
    io.writeError(`Cannot grade ${file}: ${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  }
  const show = (item: GradedItem) => (args.includes("--summary") ? summarizeItem(item) : item.output);
  await io.write(`${JSON.stringify(Array.isArray(graded) ? graded.map(show) : show(graded), null, 2)}\n`);
  return !Array.isArray(graded) && "error" in graded.output ? 1 : 0;
}
