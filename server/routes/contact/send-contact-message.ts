import type { RouteHandler } from "@hono/zod-openapi";
import { contactMessageRequestSchema, contactMessageResponseSchema } from "../../../contracts/contact";
import { apiErrorSchema } from "../../../contracts/errors";
import { getViewer } from "../../auth/resolve-viewer";
import { sendContactMessage as sendContactMessageService } from "../../services/contact/send-contact-message";
import { defineRoute } from "../define-route";
import { jsonContent } from "../create-router";

export const sendContactMessageRoute = defineRoute({
  access: "public",
  method: "post",
  path: "/contact",
  tags: ["Support"],
  summary: "Send a message to support (the Support page; 5 an hour from one address)",
  request: { body: { content: { "application/json": { schema: contactMessageRequestSchema } }, required: true } },
  responses: {
    201: jsonContent(contactMessageResponseSchema, "Received: stored and sent to the support inbox"),
    400: jsonContent(apiErrorSchema, "A field is missing or not valid (the message names it)"),
    429: {
      ...jsonContent(apiErrorSchema, "Too many messages from this address in the past hour"),
      headers: { "Retry-After": { schema: { type: "integer" }, description: "Seconds until a message is accepted again" } },
    },
  },
});

export const sendContactMessage: RouteHandler<typeof sendContactMessageRoute> = async (c) => {
  const { database, mailer, logger, env, metrics } = c.var.deps;
  const viewer = await getViewer(c);
  await sendContactMessageService(
    { db: database.db, mailer, logger: c.var.log ?? logger, supportEmail: env.SUPPORT_EMAIL, metrics, ipLimit: env.CONTACT_IP_LIMIT },
    c.req.valid("json"),
    { userId: viewer?.id ?? null, ip: c.var.clientIp },
  );
  // The same answer for a message and for a trapped robot.
  return c.json({ received: true as const }, 201);
};
