import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";

/**
 * A 200 answer whose JSON text was written already (server/json/write-json-with.ts): sent as it is, typed as
 * `c.json(response, 200)` would be, so the route's contract still checks what the handler answers.
 */
export function sendWrittenJson<T>(c: Context, answer: { response: T; json: string }): Response & TypedResponse<JSONParsed<T>, 200, "json"> {
  const sent = c.body(answer.json, 200, { "content-type": "application/json" });
  return sent as typeof sent & TypedResponse<JSONParsed<T>, 200, "json">;
}
