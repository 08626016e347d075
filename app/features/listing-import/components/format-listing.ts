/** Display rules of the scraped listing: a missing value reads as a dash, never as a guess. */
export const MISSING = "—";

export function formatCount(value: number | null): string {
  return value === null ? MISSING : String(value);
}

/** "1 (shared)", "2 (private)": the count with whose the bathrooms are, when the page said it. */
export function formatBathrooms(count: number | null, access: "private" | "shared" | undefined): string {
  return count === null || access === undefined || count === 0 ? formatCount(count) : `${count} (${access})`;
}

export function formatRating(value: number | null): string {
  if (value === null) return "No rating yet";
  return value.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 2 });
}

export function formatReviewCount(value: number | null): string {
  if (value === null) return MISSING;
  if (value === 0) return "No reviews yet";
  return `${value.toLocaleString("en-US")} ${value === 1 ? "review" : "reviews"}`;
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function formatFetchedAt(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** Only photos the browser may load from the marketplace's CDN: saved pages also point at local files. */
export function displayablePhotos(images: readonly string[]): string[] {
  return images.filter((src) => src.startsWith("https://"));
}
