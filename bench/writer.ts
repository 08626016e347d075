import { readCsvText } from "../cli/inside-airbnb/read-inside-airbnb-file";
import { parseCsvRecords } from "../cli/csv/parse-csv";
import fs from "node:fs";
import type { PropertyFacts } from "../core/writer/property-facts";
import { readInsideAirbnbRow } from "../test/support/writer/inside-airbnb-facts";
import { parseEnv } from "../server/env";
import { createLogger } from "../server/logger";
import { createPlacesProvider } from "../server/providers/places/create-places-provider";
import { createOfflineListingWriter } from "../server/writers/listing/offline-listing-writer";
import { writeGeneratedListing } from "../server/services/listings/write-generated-listing";
import { startOpenAiStandIn } from "../test/support/openai-stand-in";
import { LISBON_FACTS, LISBON_MODEL_ANSWER } from "../test/support/listing-requests";
import { startBenchApp } from "./grader-api-app";

const FILES = [
  { file: "fixtures/inside-airbnb/albany-ny_listings_2024-11-05.csv.gz", place: { city: "Albany", region: "NY", country: "United States" } },
  { file: "fixtures/inside-airbnb/antwerp_listings_2024-06-29_minus-heldout.csv.gz", place: { city: "Antwerp", country: "Belgium" } },
];

export interface Distribution {
  count: number;
  medianMs: number;
  p95Ms: number;
}

function distribution(samples: number[]): Distribution {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { count: sorted.length, medianMs: Number(at(0.5).toFixed(2)), p95Ms: Number(at(0.95).toFixed(2)) };
}

function insideAirbnbFacts(): PropertyFacts[] {
  return FILES.flatMap(({ file, place }) => parseCsvRecords(readCsvText(fs.readFileSync(file))).map((row) => readInsideAirbnbRow(row, place).facts));
}

/** The offline writer over every Inside Airbnb row: writing, every check and the grade, per listing. */
export async function measureOfflineWriter(): Promise<Distribution> {
  const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", PLACES_PROVIDER: "none" });
  const deps = { writer: createOfflineListingWriter(), places: createPlacesProvider(env, createLogger(env)) };
  const all = insideAirbnbFacts();
  for (const facts of all.slice(0, 100)) await writeGeneratedListing(deps, { facts, marketplace: "airbnb", language: "en", tone: "warm" });
  const samples: number[] = [];
  for (const facts of all) {
    const started = performance.now();
    await writeGeneratedListing(deps, { facts, marketplace: "airbnb", language: "en", tone: "warm" });
    samples.push(performance.now() - started);
  }
  return distribution(samples);
}

export interface ModelPathResult {
  total: Distribution;
  model: Distribution;
  overhead: Distribution;
  chunkDelayMs: number;
}

/**
 * POST /api/v1/listings/generate through the whole app (session, charge, writing through the AI SDK against a local
 * streaming OpenAI stand-in, checks, grade, the listing row) and, for each, the stand-in's own time: our overhead is the
 * difference.
 */
export async function measureModelPath(requests = 30, chunkDelayMs = 5): Promise<ModelPathResult> {
  const standIn = await startOpenAiStandIn([{ kind: "content", content: LISBON_MODEL_ANSWER }], { chunkDelayMs });
  const bench = await startBenchApp({ AI_PROVIDER: "openai-compatible", AI_MODEL: "bench-model", AI_BASE_URL: standIn.baseUrl });
  const totals: number[] = [];
  const models: number[] = [];
  const overheads: number[] = [];
  try {
    for (let i = 0; i < requests + 3; i++) {
      const before = standIn.calls.length;
      const started = performance.now();
      const response = await bench.app.request("/api/v1/listings/generate", {
        method: "POST",
        headers: { "content-type": "application/json", cookie: bench.adminCookie },
        body: JSON.stringify({ facts: LISBON_FACTS }),
      });
      if (response.status !== 200) throw new Error(`generate answered ${response.status}: ${await response.text()}`);
      await response.json();
      const total = performance.now() - started;
      const model = standIn.calls.slice(before).reduce((sum, call) => sum + (call.durationMs ?? 0), 0);
      if (i < 3) continue;
      totals.push(total);
      models.push(model);
      overheads.push(total - model);
    }
  } finally {
    await bench.close();
    await standIn.close();
  }
  return { total: distribution(totals), model: distribution(models), overhead: distribution(overheads), chunkDelayMs };
}
