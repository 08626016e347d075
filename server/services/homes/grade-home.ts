import type { UrlAnalysisInput } from "../../../contracts/grader";
import type { Viewer } from "../../../contracts/session";
import { type GraderAnswer, type GraderDeps, runGraderAnalysis } from "../grader/run-grader-analysis";
import { findOwnHome } from "./find-own-home";
import { newestListingOfHome } from "./home-grader-input";

/**
 * "Grade it again": the home's Airbnb page when a URL is given (read by the contract already), else its newest finished
 * listing, graded as one of the grader's analyses (its limits, its result view). The home is checked first, so another
 * user's answers 404, never "no finished listing".
 */
export async function gradeHome(
  deps: GraderDeps,
  request: { viewer: Viewer; homeId: string; listingUrl?: UrlAnalysisInput; visitorId: string; ip: string },
): Promise<GraderAnswer> {
  await findOwnHome(deps.db, request.viewer.id, request.homeId);
  const input = request.listingUrl ?? (await newestListingOfHome(deps.db, request.homeId));
  return runGraderAnalysis(deps, { input, viewer: request.viewer, visitorId: request.visitorId, ip: request.ip, homeId: request.homeId });
}
