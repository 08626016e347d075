import { queryOptions, useQuery } from "../../../lib/query";
import type { BulkJobDetail } from "../../../../contracts/bulk";
import { api, dataOf } from "../../../lib/api";
import { bulkQueryKey } from "./listings-query-key";

export function getBulkJob(id: string): Promise<BulkJobDetail> {
  return dataOf(api.GET("/listings/bulk/{id}", { params: { path: { id } } }));
}

/** One job, asked again every 2 s until every row has finished. */
export function bulkJobQuery(id: string) {
  return queryOptions({
    queryKey: [...bulkQueryKey, "one", id],
    queryFn: () => getBulkJob(id),
    refetchInterval: (query) => (query.state.data?.finished ? false : 2000),
  });
}

export function useBulkJob(id: string | null) {
  return useQuery({ ...bulkJobQuery(id ?? ""), enabled: id !== null });
}
