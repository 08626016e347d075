import { useQuery } from "@tanstack/react-query";
import { type Payment, paymentSchema } from "../../../../contracts/billing";
import { ApiError, requestApi } from "../../../lib/api-client";

export async function getPayment(id: string): Promise<Payment> {
  return paymentSchema.parse(await requestApi(`/api/v1/billing/payments/${encodeURIComponent(id)}`));
}

/** One payment, asked again every 2 s while Stripe's confirmation is on its way (at most 2 minutes). */
export function usePayment(id: string | null) {
  return useQuery({
    queryKey: ["billing", "payment", id],
    queryFn: () => getPayment(id!),
    enabled: id !== null,
    // A payment that is not this user's (404) will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    refetchInterval: (query) => (query.state.data?.status === "pending" && query.state.dataUpdateCount < 60 ? 2000 : false),
  });
}
