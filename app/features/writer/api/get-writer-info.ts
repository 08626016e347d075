import { queryOptions, useQuery } from "../../../lib/query";
import { type z } from "zod";
import { type writerInfoResponseSchema } from "../../../../contracts/listings";
import { api, dataOf } from "../../../lib/api";
import { listingsQueryKey } from "./listings-query-key";

export type WriterInfo = z.infer<typeof writerInfoResponseSchema>;

export function getWriterInfo(): Promise<WriterInfo> {
  return dataOf(api.GET("/listings/writer"));
}

export const writerInfoQuery = queryOptions({ queryKey: [...listingsQueryKey, "writer"], queryFn: getWriterInfo, staleTime: 5 * 60_000 });

/** Which writer writes now: the form labels the offline writer and offers only the languages it writes. */
export function useWriterInfo() {
  return useQuery(writerInfoQuery);
}
