import type { GenerationEvent, GenerateListingRequest, ListingDetail } from "../../../contracts/listings";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import type { Logger } from "../../logger";
import type { AppMetrics } from "../../metrics/app-metrics";
import type { PlacesProvider } from "../../providers/places/types";
import { failListing, saveReadyListing } from "./finish-listing";
import type { ListingCharge } from "./listing-charge";
import type { ListingRow } from "./listing-rows";
import type { ListingWriter, PartialTexts, WriteRequest } from "../../writers/listing/listing-writer";
import { WriterFailure } from "../../writers/writer-failure";
import { writeGeneratedListing } from "./write-generated-listing";
import { presentListing } from "./present-listing";
import { startListing } from "./start-listing";
import { writerFailureError } from "./writer-failure-error";

export interface ListingServiceDeps {
  db: Database;
  logger: Logger;
  writer: ListingWriter;
  places: PlacesProvider;
  /** Counters of generations, credits and provider errors (/metrics); absent in the CLI. */
  metrics?: AppMetrics;
  /** This server process's instance id (server_instances); absent outside a running server. */
  instanceId?: string;
}

export interface GenerateInput {
  userId: string;
  request: GenerateListingRequest;
  origin: ListingRow["origin"];
  /** Who pays: perListingCharge (listing-charge.ts), or a bulk row's reserved credit (bulk/bulk-row-charge.ts). */
  charge: ListingCharge;
  signal?: AbortSignal;
}

/** The writing request with its defaults: the request's own choice, else the facts', else Airbnb, English, warm. */
export function resolveWriteRequest(request: GenerateListingRequest): Omit<WriteRequest, "points"> {
  return {
    facts: request.facts,
    marketplace: request.marketplace ?? request.facts.marketplace ?? "airbnb",
    language: request.language ?? request.facts.language ?? "en",
    tone: request.tone ?? request.facts.tone ?? "warm",
  };
}

/** Refused before anything is charged: a language the writer does not write. */
export function assertWriterLanguage(writer: ListingWriter, language: WriteRequest["language"]): void {
  if (writer.languages.includes(language)) return;
  throw new AppError(
    "bad_request",
    writer.kind === "offline"
      ? `The offline writer writes in ${writer.languages.join(", ")} only. An AI model (AI_PROVIDER) writes ${language} too.`
      : `This writer does not write ${language}.`,
  );
}

const EXPECTED_CHARACTERS = 3200;

function progressOf(texts: PartialTexts): number {
  const size = JSON.stringify(texts).length;
  return Math.min(85, 10 + Math.round((size / EXPECTED_CHARACTERS) * 75));
}

function recordGeneration(deps: ListingServiceDeps, origin: ListingRow["origin"], outcome: "ready" | "failed", started: number): void {
  deps.metrics?.generations.inc({ origin, writer: deps.writer.kind, outcome });
  deps.metrics?.generationSeconds.observe({ writer: deps.writer.kind }, (performance.now() - started) / 1000);
}

/**
 * The whole generation: record and charge, find nearby places, write (streaming partial texts to `onEvent`), check,
 * grade, save. Every failure is sent to `onEvent` as an "error" event (its listing id null when nothing was recorded:
 * no credit, a language the writer does not write) and thrown as an AppError the host can read. A failure after the
 * start records the listing as failed and refunds its credit in one transaction.
 */
export async function generateListing(deps: ListingServiceDeps, input: GenerateInput, onEvent: (event: GenerationEvent) => void = () => {}): Promise<ListingDetail> {
  const base = resolveWriteRequest(input.request);
  let row: ListingRow;
  try {
    assertWriterLanguage(deps.writer, base.language);
    row = await startListing(deps.db, { userId: input.userId, facts: base.facts, marketplace: base.marketplace, language: base.language, origin: input.origin, charge: input.charge, claimedBy: deps.instanceId, homeId: input.request.homeId }, deps.metrics);
  } catch (error) {
    if (error instanceof AppError) onEvent({ type: "error", error: { code: error.code, message: error.message }, listingId: null });
    throw error;
  }
  const started = performance.now();
  onEvent({ type: "started", listingId: row.id, writer: deps.writer.label });
  try {
    let lastPartialAt = 0;
    const { output, grade, placeWarnings } = await writeGeneratedListing(deps, base, {
      signal: input.signal,
      reference: row.id,
      userId: input.userId,
      onPlaces: () => onEvent({ type: "stage", stage: "places", progress: 5 }),
      onStage: (stage) => onEvent({ type: "stage", stage, progress: stage === "writing" ? 10 : 88 }),
      onPartial: (texts) => {
        const now = performance.now();
        if (now - lastPartialAt < 100) return;
        lastPartialAt = now;
        onEvent({ type: "partial", texts, progress: progressOf(texts) });
      },
    });
    if (placeWarnings.length > 0) deps.metrics?.providerErrors.inc({ provider: "places" });
    if (placeWarnings.length > 0) deps.logger.warn({ listingId: row.id, warnings: placeWarnings }, "nearby places incomplete; the listing names only what was found");
    onEvent({ type: "stage", stage: "grading", progress: 95 });
    const saved = await saveReadyListing(deps.db, row.id, output, grade);
    recordGeneration(deps, input.origin, "ready", started);
    const detail = presentListing(saved);
    onEvent({ type: "done", listing: detail });
    return detail;
  } catch (error) {
    const failure = error instanceof WriterFailure ? error : null;
    const message = failure?.message ?? "The listing could not be written because of an error on our side. Nothing was charged; please try again.";
    if (!failure) deps.logger.error({ err: error, listingId: row.id }, "listing generation failed");
    if (failure?.code.startsWith("ai_")) deps.metrics?.providerErrors.inc({ provider: "ai" });
    await failListing(deps.db, row.id, message, input.charge.refundReference(row.id), deps.metrics);
    recordGeneration(deps, input.origin, "failed", started);
    const details = { listingId: row.id, reason: failure?.code ?? "internal" };
    const answer = failure ? writerFailureError(failure, details) : new AppError("upstream_failed", message, details);
    onEvent({ type: "error", error: { code: answer.code, message }, listingId: row.id });
    throw answer;
  }
}
