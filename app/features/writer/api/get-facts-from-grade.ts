import { queryOptions, useQuery } from "../../../lib/query";
import { api, dataOf } from "../../../lib/api";
import type { FactsDraft } from "../components/facts-draft";
import { listingsQueryKey } from "./listings-query-key";

export function getFactsFromGrade(gradeId: string): Promise<{ facts: FactsDraft }> {
  return dataOf(api.GET("/listings/facts-from-grade/{gradeId}", { params: { path: { gradeId } } }));
}

export function factsFromGradeQuery(gradeId: string) {
  return queryOptions({ queryKey: [...listingsQueryKey, "facts-from-grade", gradeId], queryFn: () => getFactsFromGrade(gradeId), staleTime: Infinity });
}

/** "Improve this listing": the facts an analysed listing really states, to start the form from. */
export function useFactsFromGrade(gradeId: string | null) {
  return useQuery({ ...factsFromGradeQuery(gradeId ?? ""), enabled: gradeId !== null });
}
