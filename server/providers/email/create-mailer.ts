import path from "node:path";
import type { Env } from "../../env";
import type { Logger } from "../../logger";
import { createOutboxMailer } from "./outbox-mailer";
import { createSmtpMailer } from "./smtp-mailer";
import type { Mailer } from "./types";

export function createMailer(env: Env, logger: Logger): Mailer {
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);
  return createOutboxMailer(path.join(env.dataDir, "outbox"), env.MAIL_FROM, logger, { logLinks: env.NODE_ENV !== "production" });
}
