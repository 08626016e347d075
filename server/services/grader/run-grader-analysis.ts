import {
  formatRateLimitMessage,
  GRADER_TEXTS,
  type AnalysisInput,
  type AnalyzeListingResponse,
  type GraderResultsRule,
  type GraderUsage,
} from "../../../contracts/grader";
import type { Viewer } from "../../../contracts/session";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import type { AppMetrics } from "../../metrics/app-metrics";
import type { ListingImporter } from "../listing-import/types";
import { analyzeListing } from "./analyze-listing";
import { BYPASSED_USAGE, consumeGraderLimit, releaseGraderLimit } from "./grader-limits";
import type { CountedAttempt } from "../rate-limits/release-rate-limit";
import { decideResultView, presentAnalysis, writeAnalysisAnswer } from "./present-analysis";
import { saveGrade, saveGradeWithOthers } from "./save-grade";
import { findOwnHome } from "../homes/find-own-home";
import { recordHomeScore } from "../homes/record-home-score";

export interface GraderRequest {
  input: AnalysisInput;
  viewer: Viewer | null;
  visitorId: string;
  ip: string;
  /** One of the viewer's homes: the grade is kept as a point of its score over time. */
  homeId?: string;
}

export interface GraderDeps {
  db: Database;
  importer?: ListingImporter;
  ipLimit: number;
  graderResults: GraderResultsRule;
  metrics: Pick<AppMetrics, "analyses" | "rateLimitRefusals">;
}

/** The answer to an analysis, and the same as the JSON text to send. */
export interface GraderAnswer {
  response: AnalyzeListingResponse;
  json: string;
}

/** One analysis (below), counted by its source and outcome: graded, rate_limited or failed. */
export async function runGraderAnalysis(deps: GraderDeps, request: GraderRequest): Promise<GraderAnswer> {
  const source = request.input.source;
  try {
    const response = await gradeWithinLimits(deps, request);
    deps.metrics.analyses.inc({ source, outcome: "graded" });
    return response;
  } catch (error) {
    const outcome = error instanceof AppError && error.code === "rate_limited" ? "rate_limited" : "failed";
    deps.metrics.analyses.inc({ source, outcome });
    throw error;
  }
}

/**
 * One analysis, in the order DESIGN.md holds it: the input was checked already (so a bad body is never counted); then
 * the limits (admins bypass them); then the analysis, kept in grades; then the answer the viewer may see. The limit is
 * taken before the fetch, atomically, and given back when the marketplace could not be reached (a failure on our side).
 */
async function gradeWithinLimits(deps: GraderDeps, request: GraderRequest): Promise<GraderAnswer> {
  const isAdmin = request.viewer?.role === "admin";
  // Checked before the limit is counted: a home that is not the viewer's costs nothing.
  if (request.homeId !== undefined) {
    if (!request.viewer) throw new AppError("bad_request", "Sign in to grade one of your homes.");
    await findOwnHome(deps.db, request.viewer.id, request.homeId);
  }
  let usage: GraderUsage = BYPASSED_USAGE;
  let counted: CountedAttempt[] = [];
  if (!isAdmin) {
    const limit = await consumeGraderLimit(deps.db, { visitorId: request.visitorId, ip: request.ip, ipLimit: deps.ipLimit });
    if (!limit.allowed) {
      for (const name of limit.refusedBy) deps.metrics.rateLimitRefusals.inc({ limit: name });
      const seconds = limit.retryAfterSeconds;
      throw new AppError("rate_limited", formatRateLimitMessage(seconds), { usage: limit.usage, retryAfterSeconds: seconds }, {
        "Retry-After": String(seconds),
      });
    }
    usage = limit.usage;
    counted = limit.counted;
  }
  const analysis = await analyzeListing(request.input, deps.importer).catch(async (error: unknown) => {
    if (!isMarketplaceUnreachable(error)) throw error;
    await releaseGraderLimit(deps.db, counted);
    throw new AppError("upstream_failed", GRADER_TEXTS.marketplaceUnreachable, { reason: error.details.reason, counted: false });
  });
  const owner = { userId: request.viewer?.id ?? null, visitorId: request.visitorId, homeId: request.homeId ?? null };
  const { homeId } = request;
  // A grade alone is a row of one INSERT with the others saved at that moment; with a home, the grade and the home's
  // score point are written together.
  const gradeId =
    homeId === undefined
      ? await saveGradeWithOthers(deps.db, analysis, owner)
      : await deps.db.transaction(async (tx) => {
          const id = await saveGrade(tx, analysis, owner);
          const { overallScore, qualityLevel } = analysis.result;
          await recordHomeScore(tx, { homeId, kind: "graded", overallScore, qualityLevel, gradeId: id });
          return id;
        });
  const response = presentAnalysis(analysis, {
    view: decideResultView(request.viewer, deps.graderResults),
    gradeId: request.viewer ? gradeId : null,
    usage,
  });
  return { response, json: writeAnalysisAnswer(response, analysis) };
}

/** An import error marked as our side's failure (to-import-error.ts): the marketplace was not reached or answered 5xx. */
function isMarketplaceUnreachable(error: unknown): error is AppError & { details: { reason: string } } {
  if (!(error instanceof AppError) || typeof error.details !== "object" || error.details === null) return false;
  return (error.details as { marketplaceUnreachable?: unknown }).marketplaceUnreachable === true;
}
