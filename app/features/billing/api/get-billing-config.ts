import { queryOptions, useQuery } from "../../../lib/query";
import { billingConfigSchema, type PaymentsMode } from "../../../../contracts/billing";
import { api, dataOf } from "../../../lib/api";

export async function getBillingConfig(): Promise<PaymentsMode> {
  return billingConfigSchema.parse(await dataOf(api.GET("/billing/config"))).mode;
}

export const paymentsModeQuery = queryOptions({ queryKey: ["billing", "config"], queryFn: getBillingConfig, staleTime: Infinity });

/** How this server takes payments: Stripe, demo payments (labelled as such), or none. */
export function usePaymentsMode() {
  return useQuery(paymentsModeQuery);
}
