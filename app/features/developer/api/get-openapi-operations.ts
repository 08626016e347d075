import { queryOptions, useQuery } from "../../../lib/query";
import { api, dataOf } from "../../../lib/api";

/** The operations this server documents ("POST /grader/analyze", …), read from its OpenAPI document. */
export async function getOpenApiOperations(): Promise<Set<string>> {
  const document: { paths?: Record<string, Record<string, unknown>> } = await dataOf(api.GET("/openapi.json"));
  return new Set(Object.entries(document.paths ?? {}).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)));
}

export const openApiOperationsQuery = queryOptions({ queryKey: ["developer", "openapi-operations"], queryFn: getOpenApiOperations, staleTime: Infinity });

export function useOpenApiOperations() {
  return useQuery(openApiOperationsQuery);
}
