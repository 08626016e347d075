import { queryOptions, useQuery } from "../../../lib/query";
import { type MarketEvidenceResponse, marketEvidenceSchema } from "../../../../contracts/markets";
import { api, dataOf } from "../../../lib/api";

export async function getMarketEvidence(id: string): Promise<MarketEvidenceResponse> {
  return marketEvidenceSchema.parse(await dataOf(api.GET("/markets/{id}/evidence", { params: { path: { id } } })));
}

/** How each grader part and common amenity goes with demand in one market. */
export function marketEvidenceQuery(id: string) {
  return queryOptions({ queryKey: ["markets", id, "evidence"], queryFn: () => getMarketEvidence(id) });
}

export function useMarketEvidence(id: string | null) {
  return useQuery({ ...marketEvidenceQuery(id ?? ""), enabled: id !== null });
}
