import { queryOptions, useQuery } from "../../../lib/query";
import type { PaymentsMode } from "../../../../contracts/billing";
import { api, dataParsedBy } from "../../../lib/api";

// The billing fetches load their schemas with the answers (dataParsedBy): the pricing page imports them all.
export async function getBillingConfig(): Promise<PaymentsMode> {
  const schema = import("../../../../contracts/billing").then((contract) => contract.billingConfigSchema);
  return (await dataParsedBy(schema, api.GET("/billing/config"))).mode;
}

export const paymentsModeQuery = queryOptions({ queryKey: ["billing", "config"], queryFn: getBillingConfig, staleTime: Infinity });

/** How this server takes payments: Stripe, demo payments (labelled as such), or none. */
export function usePaymentsMode() {
  return useQuery(paymentsModeQuery);
}
