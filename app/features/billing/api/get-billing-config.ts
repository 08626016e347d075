import { useQuery } from "@tanstack/react-query";
import { billingConfigSchema, type PaymentsMode } from "../../../../contracts/billing";
import { requestApi } from "../../../lib/api-client";

export async function getBillingConfig(): Promise<PaymentsMode> {
  return billingConfigSchema.parse(await requestApi("/api/v1/billing/config")).mode;
}

/** How this server takes payments: Stripe, demo payments (labelled as such), or none. */
export function usePaymentsMode() {
  return useQuery({ queryKey: ["billing", "config"], queryFn: getBillingConfig, staleTime: Infinity });
}
