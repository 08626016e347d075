// Reads an API answer through its contract, not through a cast (issue 20; imported only by *.test.ts).
import type { z } from "zod";
import { apiErrorSchema, type ApiErrorBody } from "../../contracts/errors";

const BODY_SHOWN = 500;

/**
 * The answer's JSON body, checked against `schema` (a response schema from contracts/) and typed by it. Says nothing
 * about the status: the test asserts that itself. When the body does not fit, throws with the status, the path and
 * message of the first issue, and the body (cut to 500 characters), so a broken contract reads as such rather than as
 * undefined further on.
 *
 * It answers the body as sent, not zod's copy: a key the contract does not name is still there for a test's toEqual
 * to see, and a field the contract defaults (the session's canUseCaptions) is as sent, which its input type says.
 */
export async function readAnswer<S extends z.ZodType>(response: Response, schema: S): Promise<z.input<S>> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${describe(response)}: not JSON: ${cut(text)}`);
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return body as z.input<S>;
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.map(String).join(".") : "(the body)";
  throw new Error(`${describe(response)}: the answer does not match its contract at ${where}: ${issue?.message ?? "?"}; body: ${cut(text)}`);
}

/** The answer's body in the house error shape ({error: {code, message, details?}}), its `error` part. */
export async function readError(response: Response): Promise<ApiErrorBody["error"]> {
  return (await readAnswer(response, apiErrorSchema)).error;
}

function describe(response: Response): string {
  return `${response.status}${response.url ? ` from ${response.url}` : ""}`;
}

function cut(text: string): string {
  return text.length > BODY_SHOWN ? `${text.slice(0, BODY_SHOWN)}…` : text;
}
