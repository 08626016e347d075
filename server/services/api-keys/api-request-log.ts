import type { Database } from "../../db/client";
import type { Logger } from "../../logger";
import { recordApiRequests, type ApiRequestEntry } from "./record-api-request";

/** A batch is written at once when this many rows wait, whatever the time. */
export const API_REQUEST_LOG_BATCH_ROWS = 200;

/**
 * The API request log, written behind: each answered request is kept in this process and written with the others of
 * the last `flushMs` in one multi-row INSERT (docs/decisions/045). The log is a record for the dashboard, not a
 * protection: the key's limit is counted in the database before the request runs (api-key-auth.ts). `flush()` writes
 * what waits now (the usage dashboard asks it first); `close()` writes the rest at shutdown, and after it each row is
 * written at once.
 */
export interface ApiRequestLog {
  record(entry: ApiRequestEntry): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createApiRequestLog(options: { db: Database; logger: Logger; flushMs: number }): ApiRequestLog {
  const { db, logger, flushMs } = options;
  let pending: (ApiRequestEntry & { createdAt: Date })[] = [];
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  // Batches are written one after another: a flush resolves when every row recorded before it is written (or lost).
  let writing: Promise<void> = Promise.resolve();

  const flush = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length > 0) {
      const batch = pending;
      pending = [];
      writing = writing.then(() =>
        recordApiRequests(db, batch).catch((error: unknown) => logger.warn({ err: error, rows: batch.length }, "could not write the API request log")),
      );
    }
    return writing;
  };

  return {
    record(entry) {
      pending.push({ ...entry, createdAt: new Date() });
      if (closed || pending.length >= API_REQUEST_LOG_BATCH_ROWS) void flush();
      else timer ??= setTimeout(() => void flush(), flushMs).unref();
    },
    flush,
    close() {
      closed = true;
      return flush();
    },
  };
}
