import { useMutation, useQueryClient } from "../../../lib/query";
import type { CheckoutRequest, CheckoutResponse } from "../../../../contracts/billing";
import { api, dataParsedBy } from "../../../lib/api";
import { sessionQueryKey } from "../../session/api/get-session";
import { balancesQueryKey } from "./get-balances";
import { transactionsQueryKey } from "./list-transactions";

export async function startCheckout(choice: CheckoutRequest): Promise<CheckoutResponse> {
  const schema = import("../../../../contracts/billing").then((contract) => contract.checkoutResponseSchema);
  return dataParsedBy(schema, api.POST("/billing/checkout", { body: choice }));
}

/**
 * Buys a pack or the Launch Special; a demo grant updates the balances and the ledger at once, and the session (caption
 * credits open the caption generator, and its links).
 */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: async (result) => {
      if (result.mode !== "demo") return;
      queryClient.setQueryData(balancesQueryKey, result.balances);
      await Promise.all([queryClient.invalidateQueries({ queryKey: transactionsQueryKey }), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]);
    },
  });
}
