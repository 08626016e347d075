import fs from "node:fs";
import path from "node:path";
import type { Transporter } from "nodemailer";
import type { Logger } from "../../logger";
import type { EmailMessage, Mailer } from "./types";

/** A file name that sorts by time and says who the message is for, with nothing unsafe for a file system. */
export function outboxFileName(to: string, at: Date): string {
  const stamp = at.toISOString().replace(/[:.]/g, "-");
  return `${stamp}-${to.toLowerCase().replace(/[^a-z0-9@._+-]/g, "_")}.eml`;
}

/**
 * The embedded default: each message is written to DATA_DIR/outbox/<time>-<to>.eml. Its link is logged for a developer
 * to follow, but not in production, where the link's token would sit in the log: there the file is the only copy.
 */
export function createOutboxMailer(outboxDir: string, from: string, logger: Logger, options: { logLinks: boolean } = { logLinks: true }): Mailer {
  // nodemailer's stream transport composes the full MIME message (HTML and text parts) without sending it. It loads
  // with the first e-mail, not at every start (issue 22).
  let composing: Promise<Transporter> | undefined;
  const composer = () =>
    (composing ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" })));
  return {
    kind: "outbox",
    async send(message: EmailMessage) {
      fs.mkdirSync(outboxDir, { recursive: true });
      const info = await (await composer()).sendMail({ from, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text, html: message.html });
      const raw = info.message as Buffer;
      const file = path.join(outboxDir, outboxFileName(message.to, new Date()));
      // Written whole or not at all: whoever reads the outbox (a developer, a test) never meets half a message.
      const partial = `${file}.partial`;
      fs.writeFileSync(partial, raw);
      fs.renameSync(partial, file);
      logger.info({ file, subject: message.subject, ...(options.logLinks ? { link: message.link } : {}) }, "e-mail written to the outbox");
    },
  };
}
