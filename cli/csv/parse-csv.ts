/**
 * RFC 4180 CSV: fields separated by commas, records by CRLF or LF; a field in double quotes may hold commas, line breaks
 * and doubled quotes (""). No CSV library is installed, and this is all the Inside Airbnb files need.
 */
export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CsvError";
  }
}

/** Every record as its fields. A final line break does not make an empty record; a blank line inside does not either. */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    if (!(record.length === 1 && record[0] === "")) records.push(record);
    record = [];
  };
  while (i <= text.length) {
    if (text[i] === '"') {
      let value = "";
      let from = i + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        if (quote === -1) throw new CsvError(`Unclosed quoted field starting in record ${records.length + 1}`);
        value += text.slice(from, quote);
        if (text[quote + 1] === '"') {
          value += '"';
          from = quote + 2;
          continue;
        }
        i = quote + 1;
        break;
      }
      // Anything between the closing quote and the separator is kept, as lenient readers do.
      const end = findFieldEnd(text, i);
      record.push(value + text.slice(i, end));
      i = end;
    } else {
      const end = findFieldEnd(text, i);
      record.push(text.slice(i, end));
      i = end;
    }
    if (i >= text.length) {
      endRecord();
      break;
    }
    if (text[i] === ",") i += 1;
    else {
      i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
      endRecord();
      if (i >= text.length) break;
    }
  }
  return records;
}

/** The index of the comma or line break (CR, LF) that ends the unquoted field starting at `from`. */
function findFieldEnd(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 44 || c === 10 || c === 13) return i;
  }
  return text.length;
}

/** The records after the header as objects by column name; a short record leaves its missing columns "". */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ""])));
}
