import { queryOptions, useQuery } from "../../../lib/query";
import type { BulkJobSummary } from "../../../../contracts/bulk";
import { api, dataOf } from "../../../lib/api";
import { bulkQueryKey } from "./listings-query-key";

export function listBulkJobs(): Promise<{ items: BulkJobSummary[] }> {
  return dataOf(api.GET("/listings/bulk"));
}

export const bulkJobsQuery = queryOptions({ queryKey: [...bulkQueryKey, "list"], queryFn: listBulkJobs });

export function useBulkJobs() {
  return useQuery(bulkJobsQuery);
}
