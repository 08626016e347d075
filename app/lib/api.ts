import createClient from "openapi-fetch";
import type { paths } from "../../contracts/api-paths.generated";
import { API_BASE, toApiError, toNetworkError } from "./api-client";

/**
 * The app's client of /api/v1, typed by the server's OpenAPI document (contracts/api-paths.generated.ts, written by
 * `npm run generate:api-types`): `api.GET("/homes/{id}", { params: { path: { id } } })`. Cookies go same-origin; a
 * `signal` or `keepalive` given to a call reaches its fetch. A fetch that fails becomes ApiError(0, "network_error").
 */
export const api = createApiClient(API_BASE);

/** The client for an API at `baseUrl` (the app's is same-origin /api/v1; tests give a full URL). */
export function createApiClient(baseUrl: string) {
  const client = createClient<paths>({
    baseUrl,
    credentials: "same-origin",
    // Looked up at each call, not kept from when this module loaded.
    fetch: (request) => globalThis.fetch(request),
  });
  client.use({ onError: ({ error }) => toNetworkError(error) });
  return client;
}

/**
 * The data of a call, or our error answer thrown as an ApiError (status, code, message, Retry-After, details):
 * `const home = await dataOf(api.GET(...))`. A success whose body is not JSON (a proxy's page) gives undefined, for
 * the caller's contract to refuse as it sees fit.
 */
export async function dataOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: Awaited<typeof call>;
  try {
    result = await call;
  } catch (cause) {
    // openapi-fetch parses a success's body with JSON.parse; a failed fetch is already an ApiError (the middleware).
    if (cause instanceof SyntaxError) return undefined as T;
    throw cause;
  }
  if (!result.response.ok) throw toApiError(result.response, result.error);
  return result.data as T;
}

/**
 * `dataOf` a call, checked by a contract's schema that is loaded beside the request:
 * `dataParsedBy(import("…/contracts/billing").then((m) => m.billingConfigSchema), api.GET("/billing/config"))`. The
 * schema's module (and zod) then stays off a page's first load until an answer needs it (docs/benchmarks.md, stop 46:
 * the pricing page). An error answer is thrown as `dataOf` throws it; an answer the schema refuses, as zod throws it.
 */
export async function dataParsedBy<T>(
  schema: Promise<{ parse(data: unknown): T }>,
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
): Promise<T> {
  const [loaded, data] = await Promise.all([schema, dataOf(call)]);
  return loaded.parse(data);
}
