/** What the API console shows of an answer. */
export interface ConsoleResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The body as text, pretty-printed when it is JSON. */
  body: string;
  durationMs: number;
}

export interface ConsoleRequest {
  method: string;
  path: string;
  /** JSON text for methods with a body. */
  body?: string;
  /** null: the signed-in session; a string: this API key, without the session cookie. */
  apiKey: string | null;
  idempotencyKey?: string;
}

function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Sends one request as a developer's program would: with an API key the browser's cookies are left out
 * (`credentials: "omit"`), so the key alone decides who is calling. Network failures are thrown.
 */
export async function sendConsoleRequest(request: ConsoleRequest): Promise<ConsoleResponse> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (request.body !== undefined) headers["content-type"] = "application/json";
  if (request.apiKey !== null) headers.authorization = `Bearer ${request.apiKey}`;
  if (request.idempotencyKey) headers["idempotency-key"] = request.idempotencyKey;
  const started = performance.now();
  const response = await fetch(request.path, {
    method: request.method,
    headers,
    body: request.body,
    credentials: request.apiKey === null ? "same-origin" : "omit",
  });
  const text = await response.text();
  const durationMs = Math.round(performance.now() - started);
  return { status: response.status, statusText: response.statusText, headers: [...response.headers.entries()], body: pretty(text), durationMs };
}
