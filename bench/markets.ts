import { performance } from "node:perf_hooks";
import { importMarket } from "../cli/market/import-market";
import { openDatabase } from "../server/db/client";
import { migrateDatabase } from "../server/db/migrate";
import { AppError } from "../server/errors";
import { compareMarketHome } from "../server/services/markets/compare-with-market-home";
import { getMarketEvidence } from "../server/services/markets/get-market-evidence";
import { loadMarketHomes, getMarket } from "../server/services/markets/load-market";

const ANTWERP = "fixtures/inside-airbnb/antwerp_listings_2024-06-29_minus-heldout.csv.gz";
const COMPARISONS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * `market import` of Antwerp (2,570 homes) into a fresh in-memory PGlite: time, rows a second, peak memory; then the
 * city's evidence once, and COMPARISONS comparisons of its homes (median and p95), as the API answers them.
 */
export async function measureMarkets() {
  const database = await openDatabase({ kind: "pglite" });
  try {
    await migrateDatabase(database);
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const report = await importMarket(database.db, { listingsFile: ANTWERP });
    const importSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const evidenceStarted = performance.now();
    await getMarketEvidence(database.db, report.marketId);
    const evidenceMs = performance.now() - evidenceStarted;
    const homes = await loadMarketHomes(database.db, await getMarket(database.db, report.marketId));
    const located = homes.filter((h) => h.latitude !== null);
    const times: number[] = [];
    for (let i = 0; i < COMPARISONS; i += 1) {
      const home = located[(i * 7919) % located.length]!;
      const t0 = performance.now();
      // A home with no comparable one (a lone hotel room) answers 404: timed all the same, as the API answers it.
      await compareMarketHome(database.db, report.marketId, home.id).catch((error: unknown) => {
        if (!(error instanceof AppError)) throw error;
      });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      import: { homes: report.listingCount, seconds: round(importSeconds), rowsPerSecond: Math.round(report.listingCount / importSeconds), peakRssMb: Math.round(peakRss / 1024 / 1024) },
      evidenceMs: round(evidenceMs),
      comparison: { runs: COMPARISONS, medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) },
    };
  } finally {
    await database.close();
  }
}
