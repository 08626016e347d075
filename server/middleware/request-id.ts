import type { Context } from "hono";
import type { AppEnv } from "../context";
import { unsentNodeResponse } from "./node-response";

const HEADER = "x-request-id";
const MAX_LENGTH = 255;
const UNSAFE = /[^\w\-=]/;

/**
 * Gives the request its id, in `c.var.requestId` and in the X-Request-Id answer header: the caller's (a proxy's) own
 * when it is at most 255 characters of letters, digits, `_`, `-` and `=`, otherwise a new UUID (as hono/request-id
 * decides). The header goes on the Node response when there is one (see node-response.ts), so that no fetch
 * `Headers` is made for it.
 */
export function assignRequestId(c: Context<AppEnv>): string {
  let id = c.req.header(HEADER);
  if (!id || id.length > MAX_LENGTH || UNSAFE.test(id)) id = crypto.randomUUID();
  c.set("requestId", id);
  const outgoing = unsentNodeResponse(c);
  if (outgoing) outgoing.setHeader(HEADER, id);
  else c.header(HEADER, id);
  return id;
}
