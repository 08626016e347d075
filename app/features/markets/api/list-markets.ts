import { queryOptions, useQuery } from "../../../lib/query";
import { type Market, marketListSchema } from "../../../../contracts/markets";
import { api, dataOf } from "../../../lib/api";

export async function listMarkets(): Promise<Market[]> {
  return marketListSchema.parse(await dataOf(api.GET("/markets"))).markets;
}

/** The Inside Airbnb cities loaded on this server (loaded with `npm run cli -- market import`). */
export const marketsQuery = queryOptions({ queryKey: ["markets"], queryFn: listMarkets });

export function useMarkets() {
  return useQuery(marketsQuery);
}
