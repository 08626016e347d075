import { joinDescription, type GeneratedListing } from "../../../../core/writer/generated-listing";
import type { BulkJobDetail } from "../../../../contracts/bulk";
import { csvField } from "../../csv/csv-field";

const CSV_COLUMNS = ["row", "status", "listing_id", "city", "title", "summary", "description", "house_rules", "seo_keywords", "score", "error"];

/** Every row of a job as CSV: the written texts of the done rows, the reason of the failed ones. */
export function bulkResultsCsv(job: BulkJobDetail, outputs: Map<number, GeneratedListing>): string {
  const lines = [CSV_COLUMNS.join(",")];
  for (const row of job.rows) {
    const output = outputs.get(row.rowNumber);
    lines.push(
      [
        row.rowNumber,
        row.status,
        row.listingId,
        row.city,
        output?.title,
        output?.summary,
        output ? joinDescription(output) : null,
        output?.houseRules.join("\n"),
        output?.seoKeywords.join(", "),
        row.overallScore,
        row.error,
      ]
        .map(csvField)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

export function bulkResultsJson(job: BulkJobDetail, outputs: Map<number, GeneratedListing>) {
  return {
    job: { id: job.id, fileName: job.fileName, marketplace: job.marketplace, totalRows: job.totalRows, done: job.done, failed: job.failed },
    rows: job.rows.map((row) => ({ ...row, listing: outputs.get(row.rowNumber) ?? null })),
  };
}
