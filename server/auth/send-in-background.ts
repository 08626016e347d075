import type { Logger } from "../logger";
import type { EmailMessage, Mailer } from "../providers/email/types";

/**
 * Sends an e-mail without the request waiting for it: an answer that took as long as an SMTP exchange would tell who
 * has an account (a reset asked for a known address). A failed send is logged, by kind, without the address.
 */
export function sendInBackground(mailer: Mailer, logger: Logger, message: EmailMessage, kind: string): void {
  void mailer.send(message).catch((error: unknown) => logger.error({ err: error, email: kind }, "could not send an account e-mail"));
}
