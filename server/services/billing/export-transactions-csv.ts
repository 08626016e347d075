import type { TransactionFilters } from "../../../contracts/billing";
import type { Database } from "../../db/client";
import { csvField } from "../csv/csv-field";
import { ledgerConditions } from "./ledger-conditions";
import { selectLedgerRows } from "./list-transactions";

/** More than any host's history; the export says so in its last line if it stops here. */
export const CSV_EXPORT_MAX_ROWS = 50_000;

const HEADER = ["date", "type", "kind", "amount", "balance_after", "description", "reference"];

/** The user's ledger under the filters as CSV (RFC 4180, CRLF line ends), newest first. */
export async function exportTransactionsCsv(db: Database, userId: string, filters: TransactionFilters): Promise<string> {
  const rows = await selectLedgerRows(db, ledgerConditions(userId, filters), CSV_EXPORT_MAX_ROWS + 1);
  const lines = [HEADER.join(",")];
  for (const row of rows.slice(0, CSV_EXPORT_MAX_ROWS)) {
    const fields = [row.createdAt.toISOString(), row.transactionType, row.creditKind, row.amount, row.balanceAfter, row.description, row.reference];
    lines.push(fields.map(csvField).join(","));
  }
  if (rows.length > CSV_EXPORT_MAX_ROWS) lines.push(csvField(`Only the newest ${CSV_EXPORT_MAX_ROWS} rows; narrow the dates for the rest.`));
  return `${lines.join("\r\n")}\r\n`;
}
