export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes instead of MAIL_FROM: a Support message is answered to the person who wrote it. */
  replyTo?: { name: string; address: string };
  /** The one link the message is about (verification, reset), logged by the outbox so a developer can follow it. */
  link?: string;
}

/** The e-mail seam: SMTP when SMTP_URL is set, otherwise files in DATA_DIR/outbox. */
export interface Mailer {
  kind: "smtp" | "outbox";
  send(message: EmailMessage): Promise<void>;
}
