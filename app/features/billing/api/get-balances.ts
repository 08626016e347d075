import { useQuery } from "@tanstack/react-query";
import type { Balances } from "../../../../contracts/billing";
import { accountResponseSchema } from "../../../../contracts/session";
import { requestApi } from "../../../lib/api-client";

export const balancesQueryKey = ["billing", "balances"] as const;

/** Both balances and the plan, from GET /account (the server decides them; admins show the admin plan). */
export async function getBalances(): Promise<Balances> {
  const account = accountResponseSchema.parse(await requestApi("/api/v1/account"));
  return {
    credits: account.credits ?? 0,
    imageCaptionCredits: account.imageCaptionCredits ?? 0,
    planType: account.planType ?? "none",
    hasUsedLaunchSpecial: account.hasUsedLaunchSpecial ?? false,
  };
}

export function useBalances(enabled: boolean) {
  return useQuery({ queryKey: balancesQueryKey, queryFn: getBalances, enabled, staleTime: 10_000 });
}
