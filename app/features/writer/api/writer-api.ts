import { useQuery } from "@tanstack/react-query";
import { type z } from "zod";
import { type writerInfoResponseSchema } from "../../../../contracts/listings";
import { requestApi } from "../../../lib/api-client";

export type WriterInfo = z.infer<typeof writerInfoResponseSchema>;

/** Which writer writes now: the form labels the offline writer and offers only the languages it writes. */
export function useWriterInfo() {
  return useQuery({ queryKey: ["listings", "writer"], queryFn: () => requestApi<WriterInfo>("/api/v1/listings/writer"), staleTime: 5 * 60_000 });
}

export interface Draft {
  facts: Record<string, unknown>;
  updatedAt: string | null;
}

export function getDraft(): Promise<Draft> {
  return requestApi<Draft>("/api/v1/listings/draft");
}

export function saveDraft(facts: Record<string, unknown>): Promise<Draft> {
  return requestApi<Draft>("/api/v1/listings/draft", { method: "PUT", body: { facts } });
}

export function deleteDraft(): Promise<void> {
  return requestApi<void>("/api/v1/listings/draft", { method: "DELETE" });
}
