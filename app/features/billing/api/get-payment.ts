import { queryOptions, useQuery } from "../../../lib/query";
import { type Payment, paymentSchema } from "../../../../contracts/billing";
import { api, dataOf } from "../../../lib/api";
import { ApiError } from "../../../lib/api-client";

export async function getPayment(id: string): Promise<Payment> {
  return paymentSchema.parse(await dataOf(api.GET("/billing/payments/{id}", { params: { path: { id } } })));
}

/** One payment, asked again every 2 s while Stripe's confirmation is on its way (at most 2 minutes). */
export function paymentQuery(id: string) {
  return queryOptions({
    queryKey: ["billing", "payment", id],
    queryFn: () => getPayment(id),
    // A payment that is not this user's (404) will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
    refetchInterval: (query) => (query.state.data?.status === "pending" && query.state.dataUpdateCount < 60 ? 2000 : false),
  });
}

export function usePayment(id: string | null) {
  return useQuery({ ...paymentQuery(id ?? ""), enabled: id !== null });
}
