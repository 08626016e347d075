import { useQuery } from "@tanstack/react-query";
import { type Market, marketListSchema } from "../../../../contracts/markets";
import { requestApi } from "../../../lib/api-client";

export async function listMarkets(): Promise<Market[]> {
  return marketListSchema.parse(await requestApi("/api/v1/markets")).markets;
}

/** The Inside Airbnb cities loaded on this server (loaded with `npm run cli -- market import`). */
export function useMarkets() {
  return useQuery({ queryKey: ["markets"], queryFn: listMarkets });
}
