import nodemailer from "nodemailer";
import type { EmailMessage, Mailer } from "./types";

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message: EmailMessage) {
      await transport.sendMail({ from, to: message.to, replyTo: message.replyTo, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
