import type { RouteHandler } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { apiErrorSchema } from "../../../contracts/errors";
import { generateListingRequestSchema, listingDetailSchema } from "../../../contracts/listings";
import { AppError } from "../../errors";
import { generateListing as generate } from "../../services/listings/generate-listing";
import { perListingCharge } from "../../services/listings/listing-charge";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";
import { listingServiceDeps } from "./listing-service-deps";

export const generateListingRoute = defineRoute({
  access: "signedIn",
  idempotent: true,
  method: "post",
  path: "/listings/generate",
  tags: ["Listings"],
  summary: "Write a listing from property facts (1 listing credit, charged only when it succeeds)",
  description:
    "Answers the finished listing as JSON. With `Accept: text/event-stream` it streams server-sent events instead: started, stage, partial (the texts so far), then done (the listing) or error. A failure is recorded, refunded and answered with its listing id in `error.details.listingId`.",
  request: { body: { ...jsonContent(generateListingRequestSchema, "The property facts, and optionally marketplace, language and tone"), required: true } },
  responses: {
    200: {
      content: {
        "application/json": { schema: listingDetailSchema },
        "text/event-stream": { schema: z.string().describe("Server-sent events, each `data:` a GenerationEvent as JSON") },
      },
      description: "The listing, written, checked and graded",
    },
    400: jsonContent(apiErrorSchema, "The facts are not valid, or the writer does not write this language"),
    402: jsonContent(apiErrorSchema, "Please purchase more credits to continue."),
    502: jsonContent(apiErrorSchema, "The writer failed; nothing was charged"),
    503: jsonContent(apiErrorSchema, "The AI provider is busy, too slow or down; nothing was charged (Retry-After when the provider gave one)"),
  },
});

export const generateListing: RouteHandler<typeof generateListingRoute> = async (c) => {
  const viewer = c.var.user;
  const deps = listingServiceDeps(c);
  const input = { userId: viewer.id, request: c.req.valid("json"), origin: viewer.apiKeyId ? ("api" as const) : ("web" as const), charge: perListingCharge };
  if (!(c.req.header("accept") ?? "").includes("text/event-stream")) {
    return c.json(await generate(deps, input), 200);
  }
  const response = streamSSE(c, async (stream) => {
    // The generation goes on if the browser leaves: the listing is kept and appears in the history.
    let open = true;
    stream.onAbort(() => {
      open = false;
    });
    // Events are written in order, each after the one before; the stream ends only when the last is out.
    let written: Promise<unknown> = Promise.resolve();
    const send = (event: unknown, name: string) => {
      written = written.then(() => (open ? stream.writeSSE({ event: name, data: JSON.stringify(event) }) : undefined)).catch(() => undefined);
    };
    try {
      await generate(deps, input, (event) => send(event, event.type));
    } catch (error) {
      // Every failure the host can read was sent as an "error" event already.
      if (!(error instanceof AppError)) throw error;
    }
    await written;
  });
  // Hono's stream says no-cache, which a shared cache may still store: a person's listing is stored by none.
  response.headers.set("cache-control", "no-store");
  return response as never;
};
