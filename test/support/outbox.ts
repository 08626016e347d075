import fs from "node:fs";
import path from "node:path";

/** Decodes a quoted-printable MIME part (soft line breaks and =XX bytes), as nodemailer writes them. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** The plain-text part of the newest message in the outbox for this address, as a person would read it. */
export function readLatestEmail(outboxDir: string, to: string): { subject: string; replyTo: string | undefined; text: string } {
  const prefix = to.toLowerCase().replace(/[^a-z0-9@._+-]/g, "_");
  const files = fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir).filter((f) => f.endsWith(`-${prefix}.eml`)).sort() : [];
  const newest = files.at(-1);
  if (!newest) throw new Error(`No e-mail for ${to} in ${outboxDir}`);
  const raw = fs.readFileSync(path.join(outboxDir, newest), "utf8");
  const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? "";
  const replyTo = /^Reply-To: (.*)$/m.exec(raw)?.[1];
  const textPart = /Content-Type: text\/plain[^\n]*\n(?:[^\n]+\n)*?\n([\s\S]*?)\n--/i.exec(raw);
  if (!textPart) throw new Error(`No text part in ${newest}`);
  const encoding = /Content-Type: text\/plain[\s\S]*?Content-Transfer-Encoding: (\S+)/i.exec(raw)?.[1]?.toLowerCase();
  const body = textPart[1]!;
  const text = encoding === "quoted-printable" ? decodeQuotedPrintable(body) : encoding === "base64" ? Buffer.from(body, "base64").toString("utf8") : body;
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
