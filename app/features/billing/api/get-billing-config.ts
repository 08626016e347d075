import { queryOptions, useQuery } from "../../../lib/query";
import type { PaymentsMode } from "../../../../contracts/billing";
import { api, dataOf } from "../../../lib/api";

// The contract's schema loads with the answer, not with the page: zod stays off the pricing page's first load
// (docs/benchmarks.md, stop 46).
export async function getBillingConfig(): Promise<PaymentsMode> {
  const [{ billingConfigSchema }, body] = await Promise.all([import("../../../../contracts/billing"), dataOf(api.GET("/billing/config"))]);
  return billingConfigSchema.parse(body).mode;
}

export const paymentsModeQuery = queryOptions({ queryKey: ["billing", "config"], queryFn: getBillingConfig, staleTime: Infinity });

/** How this server takes payments: Stripe, demo payments (labelled as such), or none. */
export function usePaymentsMode() {
  return useQuery(paymentsModeQuery);
}
