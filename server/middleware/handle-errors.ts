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
    const message = error.status === 415 ? unsupportedTypeMessage(c.req.header("content-type")) : error.message;
    const known = new AppError(code, message || "The request could not be processed.");
    return c.json(toErrorBody(known), error.status);
  }
  (c.var.log ?? c.var.deps?.logger)?.error({ err: error }, "unhandled error");
  return c.json(toErrorBody(new AppError("internal_error", "Something went wrong on our side. Please try again.")), 500);
}

/** The validator's own words are only "Unsupported Media Type": say what was sent and what is taken. */
function unsupportedTypeMessage(contentType: string | undefined): string {
  const sent = contentType ? `a body of type ${contentType.split(";")[0]!.trim().slice(0, 100)}` : "a body without a Content-Type";
  return `This endpoint does not take ${sent}. Send JSON with Content-Type: application/json (a photo upload takes multipart/form-data).`;
}

export function handleApiNotFound(c: Context<AppEnv>): Response {
  return c.json(toErrorBody(new AppError("not_found", `No API endpoint at ${c.req.method} ${c.req.path}`)), 404);
}
