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

interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  keepalive?: boolean;
}

/** One fetch for the whole app: JSON in, JSON out, our error shape turned into an ApiError. */
export async function requestApi<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      headers: options.body === undefined ? undefined : { "content-type": "application/json" },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: "same-origin",
      signal: options.signal,
      keepalive: options.keepalive,
    });
  } catch (cause) {
    throw new ApiError(0, "network_error", cause instanceof Error ? `Network error: ${cause.message}` : "Network error");
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = readApiErrorBody(body);
    const retryAfter = Number(response.headers.get("retry-after")) || undefined;
    if (parsed) throw new ApiError(response.status, parsed.error.code, parsed.error.message, retryAfter, parsed.error.details);
    throw new ApiError(response.status, "internal_error", `The server answered ${response.status}`, retryAfter);
  }
  return body as T;
}
