import { queryOptions, useQuery } from "../../../lib/query";
import type { Balances } from "../../../../contracts/billing";
import { api, dataParsedBy } from "../../../lib/api";

export const balancesQueryKey = ["billing", "balances"] as const;

/** Both balances and the plan, from GET /account (the server decides them; admins show the admin plan). */
export async function getBalances(): Promise<Balances> {
  const schema = import("../../../../contracts/session").then((contract) => contract.accountResponseSchema);
  const account = await dataParsedBy(schema, api.GET("/account"));
  return {
    credits: account.credits ?? 0,
    imageCaptionCredits: account.imageCaptionCredits ?? 0,
    planType: account.planType ?? "none",
    hasUsedLaunchSpecial: account.hasUsedLaunchSpecial ?? false,
  };
}

export const balancesQuery = queryOptions({ queryKey: balancesQueryKey, queryFn: getBalances, staleTime: 10_000 });

export function useBalances(enabled: boolean) {
  return useQuery({ ...balancesQuery, enabled });
}
