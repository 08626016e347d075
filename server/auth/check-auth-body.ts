import { AUTH_BODY_SCHEMAS } from "./auth-body-schemas";

export type CheckedAuthRequest = { ok: true; request: Request } | { ok: false; message: string };

/** The body as better-auth would read it: JSON, or a form's fields; undefined when it is neither. */
function readBody(type: string, text: string): unknown {
  if (/^application\/x-www-form-urlencoded/i.test(type)) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Checks the body of a POST to a better-auth endpoint that takes people's input (AUTH_BODY_SCHEMAS) and hands
 * better-auth the checked values (names without bidirectional controls, trimmed) as JSON. Other requests pass as they are.
 */
export async function checkAuthBody(request: Request, authPath: string): Promise<CheckedAuthRequest> {
  const schema = AUTH_BODY_SCHEMAS[authPath];
  if (request.method !== "POST" || !schema) return { ok: true, request };
  const body = readBody(request.headers.get("content-type") ?? "", await request.clone().text());
  if (body === undefined) return { ok: true, request }; // Not JSON: better-auth refuses it itself.
  const result = schema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.join(".");
    return { ok: false, message: field ? `${field}: ${issue.message}` : issue.message };
  }
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  return { ok: true, request: new Request(request.url, { method: "POST", headers, body: JSON.stringify(result.data), signal: request.signal }) };
}
