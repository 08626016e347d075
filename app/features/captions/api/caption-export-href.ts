import { apiPath } from "../../../lib/api-client";

/** The set's captions as a CSV or JSON file: a link the browser downloads itself, not a request of ours. */
export function captionExportHref(setId: string, format: "csv" | "json"): string {
  return `${apiPath("/captions/sets/{id}/export", { id: setId })}?format=${format}`;
}
