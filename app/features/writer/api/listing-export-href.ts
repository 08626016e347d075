import { apiPath } from "../../../lib/api-client";

/** The "Export" links: the browser downloads the file itself, so this is a link, not a request of ours. */
export function exportHref(id: string, format: "md" | "txt" | "json"): string {
  return `${apiPath("/listings/{id}/export", { id })}?format=${format}`;
}
