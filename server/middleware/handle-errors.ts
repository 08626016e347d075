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
    const message = error.status === 415 ? unsupportedTypeMessage(c.req.header("content-type"), c.var.bodyTypes) : error.message;
    const known = new AppError(code, message || "The request could not be processed.");
    return c.json(toErrorBody(known), error.status);
  }
  (c.var.log ?? c.var.deps?.logger)?.error({ err: error }, "unhandled error");
  return c.json(toErrorBody(new AppError("internal_error", "Something went wrong on our side. Please try again.")), 500);
}

/** How to send each body type a route may take, for the 415's message. */
const HOW_TO_SEND: Record<string, string> = {
  "application/json": "JSON with Content-Type: application/json",
  "multipart/form-data": "a multipart/form-data body (Content-Type: multipart/form-data), as a browser's file upload does",
};

/**
 * The validator's own words are only "Unsupported Media Type": say what was sent and what this route takes (from the
 * route's declared body, defineRoute). Without a route's word, both kinds the API takes are named, with which is which.
 */
function unsupportedTypeMessage(contentType: string | undefined, bodyTypes: readonly string[] | undefined): string {
  const sent = contentType ? `a body of type ${contentType.split(";")[0]!.trim().slice(0, 100)}` : "a body without a Content-Type";
  const takes = bodyTypes?.length
    ? bodyTypes.map((type) => HOW_TO_SEND[type] ?? `Content-Type: ${type}`).join(", or ")
    : `${HOW_TO_SEND["application/json"]} (a photo upload, POST /api/v1/captions, takes multipart/form-data)`;
  return `This endpoint does not take ${sent}. Send ${takes}.`;
}

export function handleApiNotFound(c: Context<AppEnv>): Response {
  return c.json(toErrorBody(new AppError("not_found", `No API endpoint at ${c.req.method} ${c.req.path}`)), 404);
}
