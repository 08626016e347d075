import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/**
 * A local stand-in for Airbnb's listing pages (MARKETPLACE_ORIGIN points the direct fetch at it): GET /rooms/<id>
 * answers the saved fixture page of that listing, gzip-compressed as Airbnb sends it, and the ids below answer the
 * ways a fetch can go wrong. Used by the API tests (port 0) and by Playwright (e2e/support/start-marketplace-stand-in.ts).
 */
export const STAND_IN_IDS = {
  redirectInside: "9000001",
  redirectOutside: "9000002",
  redirectToMetadata: "9000003",
  tooLarge: "9000004",
  slow: "9000005",
  notHtml: "9000006",
  noListing: "9000007",
  redirectLoop: "9000008",
  gone: "9000009",
  serverError: "9000010",
  hostileTitle: "9000011",
  /**
   * A home in the Antwerp data (fixtures/inside-airbnb, "Private studio in Zurenborg"): no saved page of it exists, so it
   * answers the loft's saved page under this home's name. Graded by its URL, it is placed in the Antwerp market.
   */
  antwerpHome: "1139844543126920712",
} as const;

/** The name the Antwerp home has in the Inside Airbnb data, and on its stand-in page. */
export const ANTWERP_HOME_TITLE = "Private studio in Zurenborg";

/** The title of the hostile listing (STAND_IN_IDS.hostileTitle): markup a page could carry as its listing's name. */
export const HOSTILE_LISTING_TITLE = `<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>"'><svg onload=window.__xss=1>`;
const LOFT_TITLE = "Super Clean Artist Loft above Sculpture Studio";

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** The listing the inside redirect leads to (on another Airbnb country domain). */
export const REDIRECT_TARGET_ID = "1944564";

const FIXTURE_DIR = fileURLToPath(new URL("../../fixtures/airbnb-html", import.meta.url));

/** Listing id → saved page. The reviews-modal copy of 1944564 is left out: one page per listing. */
export const FIXTURE_PAGES: Readonly<Record<string, string>> = Object.fromEntries(
  fs
    .readdirSync(FIXTURE_DIR)
    .filter((file) => !file.includes("reviews-modal"))
    .map((file) => [/_rooms_(\d+)_/.exec(file)![1]!, path.join(FIXTURE_DIR, file)]),
);

const NO_LISTING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Airbnb | Vacation rentals</title></head>
<body><main><h1>We can’t seem to find the page you’re looking for.</h1><p>Error code: 404</p><a href="/">Home</a></main></body></html>`;

export interface MarketplaceStandIn {
  origin: string;
  /** How many requests reached this path (e.g. "/rooms/1944564"). */
  hits(pathname: string): number;
  close(): Promise<void>;
}

export interface StandInOptions {
  port?: number;
  host?: string;
  /** How long the slow listing waits before answering. */
  slowMs?: number;
}

const gzipped = new Map<string, Buffer>();
function fixturePage(file: string): Buffer {
  let body = gzipped.get(file);
  if (!body) gzipped.set(file, (body = zlib.gzipSync(fs.readFileSync(file))));
  return body;
}

function sendHtml(response: http.ServerResponse, html: string, status = 200): void {
  response.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(html);
}

function answer(id: string, request: http.IncomingMessage, response: http.ServerResponse, slowMs: number): void {
  const redirect = (location: string) => {
    response.writeHead(301, { location }).end();
  };
  switch (id) {
    case STAND_IN_IDS.redirectInside:
      return redirect(`https://www.airbnb.co.uk/rooms/${REDIRECT_TARGET_ID}?source_impression_id=stand-in`);
    case STAND_IN_IDS.redirectOutside:
      return redirect(`https://evil.example.com/rooms/${REDIRECT_TARGET_ID}`);
    case STAND_IN_IDS.redirectToMetadata:
      return redirect("http://169.254.169.254/latest/meta-data/");
    case STAND_IN_IDS.redirectLoop:
      return redirect(`/rooms/${STAND_IN_IDS.redirectLoop}?again=${Date.now()}`);
    case STAND_IN_IDS.tooLarge: {
      // 6 MB streamed without a content-length, so only counting while reading can stop it.
      response.writeHead(200, { "content-type": "text/html" });
      const chunk = `<p>${"x".repeat(64 * 1024 - 7)}</p>`;
      let sent = 0;
      const pump = () => {
        while (sent < 96) {
          sent += 1;
          if (!response.write(chunk)) return void response.once("drain", pump);
        }
        response.end();
      };
      return pump();
    }
    case STAND_IN_IDS.slow: {
      const timer = setTimeout(() => sendHtml(response, fs.readFileSync(FIXTURE_PAGES[REDIRECT_TARGET_ID]!, "utf8")), slowMs);
      request.socket.once("close", () => clearTimeout(timer));
      return;
    }
    case STAND_IN_IDS.notHtml:
      return void response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ listing: null }));
    case STAND_IN_IDS.noListing:
      return sendHtml(response, NO_LISTING_PAGE);
    case STAND_IN_IDS.gone:
      return sendHtml(response, NO_LISTING_PAGE, 404);
    case STAND_IN_IDS.serverError:
      return sendHtml(response, "<h1>Service Unavailable</h1>", 503);
    case STAND_IN_IDS.hostileTitle:
      // The loft's saved page with markup for a title, written in the page as text (escaped), as a real page would.
      return sendHtml(response, fs.readFileSync(FIXTURE_PAGES[REDIRECT_TARGET_ID]!, "utf8").replaceAll(LOFT_TITLE, escapeHtml(HOSTILE_LISTING_TITLE)));
    case STAND_IN_IDS.antwerpHome:
      return sendHtml(response, fs.readFileSync(FIXTURE_PAGES[REDIRECT_TARGET_ID]!, "utf8").replaceAll(LOFT_TITLE, ANTWERP_HOME_TITLE));
  }
  const file = FIXTURE_PAGES[id];
  if (!file) return sendHtml(response, NO_LISTING_PAGE, 404);
  if (!/\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))) return sendHtml(response, fs.readFileSync(file, "utf8"));
  response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" }).end(fixturePage(file));
}

export async function startMarketplaceStandIn(options: StandInOptions = {}): Promise<MarketplaceStandIn> {
  const counts = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://stand-in");
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
    if (pathname === "/__health") return void response.end("ok");
    const id = /^\/rooms\/(\d+)$/.exec(pathname)?.[1];
    if (request.method !== "GET" || !id) return sendHtml(response, NO_LISTING_PAGE, 404);
    answer(id, request, response, options.slowMs ?? 2_000);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits: (pathname) => counts.get(pathname) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
