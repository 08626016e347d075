import { queryOptions, useQuery } from "../../../lib/query";
import type { Balances } from "../../../../contracts/billing";
import { api, dataOf } from "../../../lib/api";

export const balancesQueryKey = ["billing", "balances"] as const;

/** Both balances and the plan, from GET /account (the server decides them; admins show the admin plan). */
export async function getBalances(): Promise<Balances> {
  // The schema loads with the answer (as in get-billing-config.ts): a visitor's pricing page never asks.
  const [{ accountResponseSchema }, body] = await Promise.all([import("../../../../contracts/session"), dataOf(api.GET("/account"))]);
  const account = accountResponseSchema.parse(body);
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
