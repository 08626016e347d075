import { useQuery } from "@tanstack/react-query";
import type { BulkJobDetail, BulkJobSummary } from "../../../../contracts/bulk";
import { requestApi } from "../../../lib/api-client";

export const bulkQueryKey = ["listings", "bulk"] as const;

export function uploadBulkCsv(fileName: string, csv: string, marketplace: string, createHomes: boolean): Promise<BulkJobDetail> {
  return requestApi<BulkJobDetail>("/api/v1/listings/bulk", { method: "POST", body: { fileName, csv, marketplace, createHomes } });
}

export function useBulkJobs() {
  return useQuery({ queryKey: [...bulkQueryKey, "list"], queryFn: () => requestApi<{ items: BulkJobSummary[] }>("/api/v1/listings/bulk") });
}

/** One job, asked again every 2 s until every row has finished. */
export function useBulkJob(id: string | null) {
  return useQuery({
    queryKey: [...bulkQueryKey, "one", id],
    queryFn: () => requestApi<BulkJobDetail>(`/api/v1/listings/bulk/${encodeURIComponent(id ?? "")}`),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.finished ? false : 2000),
  });
}

export const BULK_TEMPLATE_HREF = "/api/v1/listings/bulk/template.csv";

export function bulkResultsHref(id: string, format: "csv" | "json"): string {
  return `/api/v1/listings/bulk/${encodeURIComponent(id)}/results?format=${format}`;
}
