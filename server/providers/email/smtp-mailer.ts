import type { Transporter } from "nodemailer";
import type { EmailMessage, Mailer } from "./types";

/** nodemailer loads with the first e-mail, not at every start (issue 22). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    kind: "smtp",
    async send(message: EmailMessage) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await transport).sendMail({ from, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
