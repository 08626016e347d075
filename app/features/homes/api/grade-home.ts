import type { AnalyzeListingResponse } from "../../../../contracts/grader";
import { api, dataOf } from "../../../lib/api";

/** Grades the home's newest ready listing, or the Airbnb page at `url`; the answer is the grader's, and a point is added. */
export function gradeHome(id: string, url?: string): Promise<AnalyzeListingResponse> {
  return dataOf(api.POST("/homes/{id}/grade", { params: { path: { id } }, body: url ? { url } : {} }));
}
