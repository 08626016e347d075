export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about (verification, reset), logged by the outbox so a developer can follow it. */
  link?: string;
}

/** The e-mail seam: SMTP when SMTP_URL is set, otherwise files in DATA_DIR/outbox. */
export interface Mailer {
  kind: "smtp" | "outbox";
  send(message: EmailMessage): Promise<void>;
}
