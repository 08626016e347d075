import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRADER_TEXTS } from "../../../contracts/grader";
import { parseListingUrl } from "../../../core/listing-import/listing-url";
import { STAND_IN_IDS, startMarketplaceStandIn, type MarketplaceStandIn } from "../../../test/support/marketplace-stand-in";
import { createTestDatabase, type TestDatabase } from "../../../test/support/test-database";
import { AppError } from "../../errors";
import { createLogger } from "../../logger";
import { createMetrics } from "../../metrics/app-metrics";
import { createDirectFetcher } from "../../providers/listing-fetch/direct-fetcher";
import { createListingImporter } from "../listing-import/create-listing-importer";
import { readGraderUsage } from "./grader-limits";
import { runGraderAnalysis } from "./run-grader-analysis";

// Real servers on this machine play the marketplace: the saved pages (stand-in), one that answers 5xx, one that never
// answers; a port with nothing listening and a name that cannot resolve are the other ways it cannot be reached.
let standIn: MarketplaceStandIn;
let database: TestDatabase;
let failing: http.Server;
let hanging: http.Server;
let closedOrigin: string;
const origins: Record<string, string> = {};

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  [standIn, database] = await Promise.all([startMarketplaceStandIn(), createTestDatabase()]);
  // /rooms/500 answers 500, /rooms/502 answers 502 and so on.
  failing = http.createServer((request, response) => {
    const status = Number(/\/rooms\/(\d+)/.exec(request.url ?? "")?.[1] ?? 500);
    response.writeHead(status, { "content-type": "text/html" }).end(`<h1>${status}</h1>`);
  });
  hanging = http.createServer(() => {});
  const closed = http.createServer();
  closedOrigin = await listen(closed);
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  Object.assign(origins, { failing: await listen(failing), hanging: await listen(hanging) });
});
afterAll(async () => {
  failing?.closeAllConnections();
  hanging?.closeAllConnections();
  await Promise.all([standIn?.close(), database?.dispose(), failing && new Promise((r) => failing.close(r)), hanging && new Promise((r) => hanging.close(r))]);
});

const logger = createLogger({ LOG_LEVEL: "silent", NODE_ENV: "test" });
const metrics = createMetrics({ readJobQueueDepth: async () => ({ queued: 0, running: 0 }), processMetrics: false });
let visitorNumber = 0;

/** One visitor's analysis of the Airbnb listing `id`, fetched from `origin` by the real importer and direct fetch. */
async function analyze(origin: string, id: string, visitor: { visitorId: string; ip: string }) {
  const fetcher = createDirectFetcher({ originOverride: origin, connectTimeoutMs: 300, totalTimeoutMs: 400 });
  const importer = createListingImporter({ db: database.db, fetcher, logger });
  const url = `https://www.airbnb.com/rooms/${id}`;
  const parsed = parseListingUrl(url);
  if (!parsed.ok) throw new Error(parsed.message);
  const deps = { db: database.db, importer, ipLimit: 10, graderResults: "signed-in" as const, metrics };
  const input = { source: "url" as const, url, listingId: parsed.listingId, canonicalUrl: parsed.canonicalUrl };
  return runGraderAnalysis(deps, { input, viewer: null, ...visitor }).then(
    (answer) => answer.response,
    (error: unknown) => error,
  );
}

function newVisitor() {
  visitorNumber += 1;
  return { visitorId: `visitor-${visitorNumber}`, ip: `198.51.100.${visitorNumber}`, ipLimit: 10 };
}

const usedBy = async (visitor: ReturnType<typeof newVisitor>) => {
  const usage = await readGraderUsage(database.db, visitor);
  return { used: usage.used, remaining: usage.remaining };
};

describe("a failed fetch on our side costs the visitor nothing", () => {
  it.each([
    ["a name that does not resolve (DNS)", () => "http://marketplace.invalid", "12345", "network"],
    ["a refused connection", () => closedOrigin, "12345", "network"],
    ["a marketplace that never answers (timeout)", () => origins.hanging!, "12345", "timeout"],
    ["a 500 from the marketplace", () => origins.failing!, "500", "upstream_status"],
    ["a 503 from the marketplace", () => origins.failing!, "503", "upstream_status"],
    ["a 429 from the marketplace (it turns our server away)", () => origins.failing!, "429", "upstream_status"],
  ])("%s: 502 with the plain message, and the count is unchanged", async (_name, origin, id, reason) => {
    const visitor = newVisitor();
    const error = await analyze(origin(), id, visitor);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "upstream_failed", message: GRADER_TEXTS.marketplaceUnreachable, details: { reason, counted: false } });
    expect(await usedBy(visitor)).toEqual({ used: 0, remaining: 3 });
  });

  it("gives back only the failed analysis: one success before it stays counted, and the address's count too", async () => {
    const visitor = newVisitor();
    await analyze(standIn.origin, "1944564", visitor);
    await analyze(origins.failing!, "502", visitor);
    expect(await usedBy(visitor)).toEqual({ used: 1, remaining: 2 });
    // Another browser from the same address: the address's count holds the one success only.
    const sameAddress = { ...newVisitor(), ip: visitor.ip };
    expect(await readGraderUsage(database.db, sameAddress)).toMatchObject({ used: 0, remaining: 3 });
  });

  it("lets 3 real analyses through and no more, however many failed on our side in between", async () => {
    const visitor = newVisitor();
    for (let i = 0; i < 4; i++) await analyze(origins.failing!, "503", visitor);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => analyze(standIn.origin, "1944564", visitor).then((r) => (r instanceof AppError ? r.code : "graded"))),
    );
    expect(outcomes.sort()).toEqual(["graded", "graded", "graded", "rate_limited", "rate_limited"]);
    expect(await usedBy(visitor)).toEqual({ used: 3, remaining: 0 });
  });
});

describe("analyses that reached the marketplace count as before", () => {
  it.each([
    ["a graded listing", "1944564", null],
    ["a page with no listing in it", STAND_IN_IDS.noListing, "No data extracted"],
    ["a 404 (no such listing: the URL is the visitor's)", STAND_IN_IDS.gone, /HTTP 404/],
    ["a page that is not HTML", STAND_IN_IDS.notHtml, /not a web page/],
  ])("%s counts one of 3", async (_name, id, message) => {
    const visitor = newVisitor();
    const outcome = await analyze(standIn.origin, id, visitor);
    if (message === null) expect(outcome).toMatchObject({ message: "URL Analyzed Successfully" });
    else expect((outcome as AppError).message).toMatch(message);
    expect(await usedBy(visitor)).toEqual({ used: 1, remaining: 2 });
  });
});
