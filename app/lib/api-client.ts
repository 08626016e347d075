import type { paths } from "../../contracts/api-paths.generated";
import { type ErrorCode, readApiErrorBody } from "../../contracts/error-codes";

/** An error answered by our API, carrying its code and the message the UI may show as it is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | "network_error",
    message: string,
    readonly retryAfterSeconds?: number,
    /** The error body's `details`, as the server sent them (e.g. `counted: false` for an analysis given back). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Where the API is: the paths of its OpenAPI document (contracts/api-paths.generated.ts) are relative to it. */
export const API_BASE = "/api/v1";

/** A path of the OpenAPI document, "/homes/{id}" and the like. */
export type ApiPath = keyof paths;
type PathParamName<P> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamName<Rest> : never;
type PathParams<P extends ApiPath> = [PathParamName<P>] extends [never] ? [] : [params: Record<PathParamName<P>, string>];

/**
 * A path of the document as the browser asks for it, each parameter encoded: apiPath("/homes/{id}", { id }) →
 * "/api/v1/homes/h%201". For what openapi-fetch (app/lib/api.ts) does not fetch: links to downloads, the photo upload
 * (XMLHttpRequest, for its progress), the listing stream, and the first load's requests below.
 */
export function apiPath<P extends ApiPath>(path: P, ...[params]: PathParams<P>): string {
  const values: Record<string, string> = params ?? {};
  return API_BASE + path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));
}

/** Our error answer (`body` as read from it, undefined when it was not JSON) as an ApiError. */
export function toApiError(response: Response, body: unknown): ApiError {
  const parsed = readApiErrorBody(body);
  const retryAfter = Number(response.headers.get("retry-after")) || undefined;
  if (parsed) return new ApiError(response.status, parsed.error.code, parsed.error.message, retryAfter, parsed.error.details);
  return new ApiError(response.status, "internal_error", `The server answered ${response.status}`, retryAfter);
}

/** A fetch that never reached an answer (offline, refused, aborted). */
export function toNetworkError(cause: unknown): ApiError {
  return new ApiError(0, "network_error", cause instanceof Error ? `Network error: ${cause.message}` : "Network error");
}

interface RequestOptions {
  method?: "GET" | "POST";
  body?: unknown;
  keepalive?: boolean;
}

/**
 * One JSON request without openapi-fetch, for the two the home page makes on its first load (the session and the page
 * view): openapi-fetch (2.6 KB gzipped) would not fit the first JavaScript's budget (docs/benchmarks.md). Same errors
 * as the typed client's; every other request goes through `api` in app/lib/api.ts.
 */
export async function requestApi(path: string, options: RequestOptions = {}): Promise<unknown> {
  // Each sent from a task of its own: both are asked from React's commit of the hydration, and a page's first fetch()
  // holds a slow phone's main thread for tens of milliseconds (docs/benchmarks.md, stop 53), which made that task long.
  await new Promise((resolve) => setTimeout(resolve, 0));
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      headers: options.body === undefined ? undefined : { "content-type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      keepalive: options.keepalive,
    });
  } catch (cause) {
    throw toNetworkError(cause);
  }
  if (response.status === 204) return undefined;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw toApiError(response, body);
  return body;
}
