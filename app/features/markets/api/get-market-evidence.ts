import { useQuery } from "@tanstack/react-query";
import { type MarketEvidenceResponse, marketEvidenceSchema } from "../../../../contracts/markets";
import { requestApi } from "../../../lib/api-client";

export async function getMarketEvidence(id: string): Promise<MarketEvidenceResponse> {
  return marketEvidenceSchema.parse(await requestApi(`/api/v1/markets/${encodeURIComponent(id)}/evidence`));
}

/** How each grader part and common amenity goes with demand in one market. */
export function useMarketEvidence(id: string | null) {
  return useQuery({ queryKey: ["markets", id, "evidence"], queryFn: () => getMarketEvidence(id!), enabled: id !== null });
}
