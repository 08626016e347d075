import { useQuery } from "@tanstack/react-query";
import { type GraderUsage, graderUsageSchema } from "../../../../contracts/grader";
import { requestApi } from "../../../lib/api-client";

export const graderUsageQueryKey = ["grader", "usage"] as const;

export async function getGraderUsage(): Promise<GraderUsage> {
  return graderUsageSchema.parse(await requestApi("/api/v1/grader/usage"));
}

/** This browser's count of free analyses, as the server holds it (the limit is the server's, not the page's). */
export function useGraderUsage() {
  return useQuery({ queryKey: graderUsageQueryKey, queryFn: getGraderUsage, staleTime: 15_000 });
}
