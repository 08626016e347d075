/** The ledger reference a bulk row's reserved credit is charged and refunded under. */
export function bulkRowReference(rowId: string): string {
  return `bulk-row:${rowId}`;
}
