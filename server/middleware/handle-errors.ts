import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ErrorCode } from "../../contracts/errors";
import type { AppEnv } from "../context";
import { AppError, toErrorBody } from "../errors";

const HTTP_EXCEPTION_CODES: Partial<Record<number, ErrorCode>> = { 401: "unauthorized", 413: "payload_too_large", 415: "unsupported_media_type" };

/** Every error leaves the server as {error: {code, message}}; a stack trace never does (it goes to the log). */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
    return c.json(toErrorBody(error), error.status);
  }
  if (error instanceof HTTPException) {
    const code = HTTP_EXCEPTION_CODES[error.status] ?? "bad_request";
    const known = new AppError(code, error.message || "The request could not be processed.");
    return c.json(toErrorBody(known), error.status);
  }
  (c.var.log ?? c.var.deps?.logger)?.error({ err: error }, "unhandled error");
  return c.json(toErrorBody(new AppError("internal_error", "Something went wrong on our side. Please try again.")), 500);
}

export function handleApiNotFound(c: Context<AppEnv>): Response {
  return c.json(toErrorBody(new AppError("not_found", `No API endpoint at ${c.req.method} ${c.req.path}`)), 404);
}
