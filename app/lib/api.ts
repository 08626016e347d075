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
 * `const home = await dataOf(api.GET(...))`.
 */
export async function dataOf<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw toApiError(response, error);
  return data as T;
}
