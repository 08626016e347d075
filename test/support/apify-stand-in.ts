import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { parseListingUrl } from "../../core/listing-import/listing-url";

/** The real tri_angle/airbnb-scraper export in the fixtures: 199 Barcelona listings. */
export const APIFY_EXPORT_FILE = fileURLToPath(
  new URL("../../fixtures/scraper-json/apify_tri_angle-airbnb-scraper_barcelona_2025-08-26_199-listings.json", import.meta.url),
);

export interface ApifyCall {
  path: string;
  query: Record<string, string>;
  authorization: string;
  input: unknown;
}

export interface ApifyStandIn {
  baseUrl: string;
  calls: ApifyCall[];
  /** Answer every run with this HTTP status and Apify's error body (e.g. 408 for a run that timed out). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

/**
 * A local server speaking the Apify API's run-sync-get-dataset-items: it checks the token (Bearer header or ?token=),
 * reads `startUrls` from the input and answers 201 with the export items about those listings, as the actor would.
 */
export async function startApifyStandIn(token: string): Promise<ApifyStandIn> {
  const items = JSON.parse(fs.readFileSync(APIFY_EXPORT_FILE, "utf8")) as { id: string }[];
  const calls: ApifyCall[] = [];
  let failure: number | null = null;
  const send = (response: http.ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { "content-type": "application/json; charset=utf-8" }).end(JSON.stringify(body));

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://apify");
    let text = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (text += chunk));
    request.on("end", () => {
      const authorization = String(request.headers.authorization ?? "");
      const input: unknown = text ? JSON.parse(text) : null;
      calls.push({ path: url.pathname, query: Object.fromEntries(url.searchParams), authorization, input });
      if (request.method !== "POST" || !/^\/v2\/acts\/[^/]+\/run-sync-get-dataset-items$/.test(url.pathname)) {
        return send(response, 404, { error: { type: "page-not-found", message: "Not found" } });
      }
      if (authorization !== `Bearer ${token}` && url.searchParams.get("token") !== token) {
        return send(response, 401, { error: { type: "token-not-valid", message: "Authentication token is not valid." } });
      }
      if (failure) return send(response, failure, { error: { type: "run-failed", message: `Actor run answered ${failure}` } });
      const startUrls = (input as { startUrls?: { url?: string }[] } | null)?.startUrls ?? [];
      const ids = new Set(startUrls.map((entry) => parseListingUrl(entry.url ?? "")).flatMap((r) => (r.ok ? [r.listingId] : [])));
      send(response, 201, items.filter((item) => ids.has(String(item.id))));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    failWith: (status) => (failure = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
