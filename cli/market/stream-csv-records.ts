import fs from "node:fs";
import { pipeline, Transform } from "node:stream";
import { createGunzip } from "node:zlib";
import { parse } from "csv-parse";

export interface CsvProgress {
  file: string;
  bytesRead: number;
  totalBytes: number;
  records: number;
  /** True on the last report of a file. */
  done: boolean;
}

export interface StreamCsvOptions {
  /** Columns the header must have; a file without them is refused before any record is read. */
  requiredColumns: readonly string[];
  /** A record csv-parse cannot read (a wrong field count, a stray quote): counted by the caller, never fatal. */
  onBadRecord(line: number, reason: string): void;
  onProgress?(progress: CsvProgress): void;
}

/** A file that cannot be read to its end (a truncated or corrupt gzip) or is not the kind of file asked for. */
export class CsvFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CsvFileError";
  }
}

function isGzip(file: string): boolean {
  const head = Buffer.alloc(2);
  const fd = fs.openSync(file, "r");
  try {
    return fs.readSync(fd, head, 0, 2, 0) === 2 && head[0] === 0x1f && head[1] === 0x8b;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * The records of a .csv or .csv.gz file (gzip recognised by its magic bytes), one at a time with their line number, so
 * a city of any size streams in constant memory. Throws CsvFileError when the file ends early or is corrupt.
 */
export async function* streamCsvRecords(file: string, options: StreamCsvOptions): AsyncGenerator<{ record: Record<string, string>; line: number }> {
  const totalBytes = fs.statSync(file).size;
  let bytesRead = 0;
  let records = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytesRead += chunk.length;
      done(null, chunk);
    },
  });
  const parser = parse({
    bom: true,
    columns: (header: string[]) => {
      const missing = options.requiredColumns.filter((column) => !header.includes(column));
      if (missing.length > 0) throw new CsvFileError(`${file} is not an Inside Airbnb file of this kind: it lacks the column(s) ${missing.join(", ")}`);
      return header;
    },
    info: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      options.onBadRecord(Number(error?.lines ?? 0), error?.message ?? "unreadable record");
      return undefined;
    },
  });
  const source = fs.createReadStream(file);
  const stages = isGzip(file) ? [source, counter, createGunzip(), parser] : [source, counter, parser];
  let failure: Error | undefined;
  pipeline(stages as unknown as [NodeJS.ReadableStream, NodeJS.WritableStream], (error) => {
    if (error) failure = error;
  });
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      records += 1;
      if (records % 200 === 0) options.onProgress?.({ file, bytesRead, totalBytes, records, done: false });
      yield { record, line: info.lines };
    }
  } catch (error) {
    throw describeFailure(file, failure ?? error);
  }
  if (failure) throw describeFailure(file, failure);
  options.onProgress?.({ file, bytesRead, totalBytes, records, done: true });
}

function describeFailure(file: string, error: unknown): Error {
  if (error instanceof CsvFileError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string }).code ?? "";
  if (code.startsWith("Z_") || /unexpected end of file|incorrect header check|invalid/i.test(message)) {
    return new CsvFileError(`${file} is truncated or corrupt (${message}); nothing was imported`);
  }
  return new CsvFileError(`${file} could not be read: ${message}`);
}
