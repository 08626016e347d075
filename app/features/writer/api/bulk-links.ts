import { apiPath } from "../../../lib/api-client";

// Links the browser downloads itself ("Download the template", "Download results"), not requests of ours.

export const BULK_TEMPLATE_HREF = apiPath("/listings/bulk/template.csv");

export function bulkResultsHref(id: string, format: "csv" | "json"): string {
  return `${apiPath("/listings/bulk/{id}/results", { id })}?format=${format}`;
}
