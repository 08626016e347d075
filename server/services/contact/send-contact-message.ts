import { eq } from "drizzle-orm";
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGES_PER_WINDOW,
  CONTACT_WINDOW_MINUTES,
  type ContactMessage,
  formatContactRateLimitMessage,
} from "../../../contracts/contact";
import type { Database } from "../../db/client";
import { contactMessages } from "../../db/schema/contact";
import type { Logger } from "../../logger";
import type { AppMetrics } from "../../metrics/app-metrics";
import type { Mailer } from "../../providers/email/types";
import type { RateLimitRule } from "../rate-limits/consume-rate-limit";
import { enforceRateLimit } from "../rate-limits/enforce-rate-limit";
import { composeContactEmail } from "./compose-contact-email";

export interface ContactDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  supportEmail: string;
  metrics: Pick<AppMetrics, "rateLimitRefusals">;
  /** Messages an hour from one address (CONTACT_IP_LIMIT, 5 by default). */
  ipLimit?: number;
}

export interface ContactSender {
  userId: string | null;
  ip: string;
}

export type ContactOutcome = { kind: "sent"; id: number } | { kind: "kept"; id: number } | { kind: "trapped" };

/** At most 5 messages an hour from one address, counted in the database so every server process shares the count. */
export function getContactRule(ip: string, limit = CONTACT_MESSAGES_PER_WINDOW): RateLimitRule {
  return { key: `contact:ip:${ip}`, limit, windowSeconds: CONTACT_WINDOW_MINUTES * 60 };
}

/**
 * A Support message: a filled honeypot is dropped without a trace (the caller answers as if it were sent, so a robot
 * learns nothing); otherwise the address's limit is counted, the message is stored, then e-mailed to SUPPORT_EMAIL.
 * A failed e-mail keeps the message (delivered_at stays empty) and is logged: the sender's words are never lost.
 */
export async function sendContactMessage(deps: ContactDeps, message: ContactMessage, sender: ContactSender): Promise<ContactOutcome> {
  if (message[CONTACT_HONEYPOT_FIELD]?.trim()) {
    deps.logger.info({ ip: sender.ip }, "support message dropped: the honeypot field was filled");
    return { kind: "trapped" };
  }

  await enforceRateLimit(
    deps.db,
    getContactRule(sender.ip, deps.ipLimit),
    (seconds) => formatContactRateLimitMessage(seconds, deps.ipLimit),
    () => deps.metrics.rateLimitRefusals.inc({ limit: "contact:ip" }),
  );

  const [row] = await deps.db
    .insert(contactMessages)
    .values({ userId: sender.userId, name: message.name, email: message.email, subject: message.subject, message: message.message, ipAddress: sender.ip })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error("inserting a contact message returned no row");

  try {
    await deps.mailer.send(composeContactEmail(message, { id: row.id, receivedAt: row.createdAt, userId: sender.userId, supportEmail: deps.supportEmail }));
  } catch (error) {
    deps.logger.error({ err: error, contactMessageId: row.id }, "the support e-mail could not be sent; the message is kept in contact_messages");
    return { kind: "kept", id: row.id };
  }
  await deps.db.update(contactMessages).set({ deliveredAt: new Date() }).where(eq(contactMessages.id, row.id));
  return { kind: "sent", id: row.id };
}
