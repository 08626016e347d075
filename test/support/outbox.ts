import fs from "node:fs";
import path from "node:path";
import { findTextPart, parseMimePart } from "./mime-message";

/** The plain-text part of the newest message in the outbox for this address, as a person would read it. */
export function readLatestEmail(outboxDir: string, to: string): { subject: string; replyTo: string | undefined; text: string } {
  const prefix = to.toLowerCase().replace(/[^a-z0-9@._+-]/g, "_");
  const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.endsWith(`-${prefix}.eml`)).sort() : [];
  const newest = files.at(-1);
  if (!newest) throw new Error(`No e-mail for ${to} in ${outboxDir}`);
  const message = parseMimePart(fs.readFileSync(path.join(outboxDir, newest), "utf8"));
  const subject = message.headers.get("subject") ?? "";
  const replyTo = message.headers.get("reply-to");
  const text = findTextPart(message);
  if (text === undefined) throw new Error(`No text part in ${newest}`);
  return { subject, replyTo, text };
}

export function findLink(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`No link in e-mail:\n${text}`);
  return match[0];
}

/** The newest e-mail to `to` once it has this subject, waiting a while: some e-mails (a reset link) are sent after the answer. */
export async function waitForEmail(outboxDir: string, to: string, subject: string, timeoutMs = 10_000): Promise<ReturnType<typeof readLatestEmail>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let latest: ReturnType<typeof readLatestEmail> | undefined;
    try {
      latest = readLatestEmail(outboxDir, to);
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    if (latest?.subject === subject) return latest;
    if (Date.now() > deadline) throw new Error(`No e-mail "${subject}" for ${to} in ${outboxDir} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
