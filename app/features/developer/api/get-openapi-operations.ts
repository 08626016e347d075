import { useQuery } from "@tanstack/react-query";
import { requestApi } from "../../../lib/api-client";

/** The operations this server documents ("POST /grader/analyze", …), read from its OpenAPI document. */
export async function getOpenApiOperations(): Promise<Set<string>> {
  const document = await requestApi<{ paths?: Record<string, Record<string, unknown>> }>("/api/v1/openapi.json");
  return new Set(Object.entries(document.paths ?? {}).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)));
}

export function useOpenApiOperations() {
  return useQuery({ queryKey: ["developer", "openapi-operations"], queryFn: getOpenApiOperations, staleTime: Infinity });
}
