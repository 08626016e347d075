import fs from "node:fs";
import type { Listing } from "../../core/listing/listing";
import { isListingImportError } from "../../core/listing-import/errors";
import { parseListingHtml } from "../../core/listing-import/parse-listing-html";
import { parseListingJson } from "../../core/listing-import/parse-listing-json";

/** A JSON file starts with `{` or `[` (after an optional byte-order mark and blanks); anything else is read as a page. */
function looksLikeJson(text: string): boolean {
  return /^\uFEFF?\s*[[{]/.test(text);
}

/**
 * The listing in a saved marketplace page (HTML) or a provider export (JSON: one listing, or an array of them),
 * normalised as the scraper does. Throws ListingImportError ("No data extracted") when there is none.
 */
export function parseListingFile(text: string): Listing | Listing[] {
  if (!looksLikeJson(text)) return parseListingHtml(text);
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    throw new Error(`The file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  return parseListingJson(value);
}

interface Output {
  write(text: string): unknown;
}

/** `parse <file>`: prints the normalised listing as one JSON object, or an array for an array (DESIGN.md). */
export async function runParse(args: string[], out: Output = process.stdout, err: Output = process.stderr): Promise<number> {
  const file = args[0];
  if (!file || args.length > 1) {
    err.write("Usage: npm run cli -- parse <file>   (a saved page .html, or a provider export .json)\n");
    return 2;
  }
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (error) {
    err.write(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}\n`);
    return 1;
  }
  try {
    out.write(`${JSON.stringify(parseListingFile(text), null, 2)}\n`);
    return 0;
  } catch (error) {
    if (!isListingImportError(error)) throw error;
    err.write(`${error.message}: ${error.detail}\n`);
    return 1;
  }
}
