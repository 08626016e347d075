import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { decodeQuotedPrintable } from "../../test/support/outbox";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The e2e server's DATA_DIR (playwright.config.ts: data/e2e, or data/e2e-<port> on another port): on the embedded
 * default every e-mail is a file in its outbox.
 */
export const OUTBOX_DIR = path.resolve(REPO_ROOT, process.env.E2E_DATA_DIR ?? "data/e2e", "outbox");

export interface Email {
  file: string;
  subject: string;
  /** The plain-text part, decoded (quoted-printable wraps long lines with soft breaks). */
  text: string;
  /** The first link in the text: the one the e-mail is about. */
  link: string;
}

interface MimePart {
  headers: Map<string, string>;
  body: string;
}

function parsePart(raw: string): MimePart {
  const normalised = raw.replace(/\r\n/g, "\n");
  const split = normalised.indexOf("\n\n");
  const head = split === -1 ? normalised : normalised.slice(0, split);
  const body = split === -1 ? "" : normalised.slice(split + 2);
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: MimePart): string {
  const encoding = part.headers.get("content-transfer-encoding")?.toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  return part.body;
}

/** The decoded text/plain part of a MIME message, looking inside multipart containers at any depth. */
function findTextPart(part: MimePart): string | undefined {
  const type = part.headers.get("content-type") ?? "text/plain";
  if (/^text\/plain/i.test(type)) return decodeBody(part);
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return undefined;
  const sections = part.body.split(`--${boundary}`).slice(1);
  for (const section of sections) {
    if (section.startsWith("--")) break;
    const found = findTextPart(parsePart(section.replace(/^\n/, "")));
    if (found !== undefined) return found.replace(/\n$/, "");
  }
  return undefined;
}

export function parseEmail(file: string): Email {
  const message = parsePart(fs.readFileSync(file, "utf8"));
  const text = findTextPart(message);
  if (text === undefined) throw new Error(`No text part in ${file}`);
  const link = /https?:\/\/[^\s<>"]+/.exec(text)?.[0];
  if (!link) throw new Error(`No link in ${file}:\n${text}`);
  return { file, subject: message.headers.get("subject") ?? "", text, link };
}

/** The outbox's file-name form of an address (server/providers/email/outbox-mailer.ts). */
function fileSuffix(address: string): string {
  return `-${address.toLowerCase().replace(/[^a-z0-9@._+-]/g, "_")}.eml`;
}

function messagesFor(address: string): string[] {
  if (!fs.existsSync(OUTBOX_DIR)) return [];
  const suffix = fileSuffix(address);
  return fs
    .readdirSync(OUTBOX_DIR)
    .filter((name) => name.endsWith(suffix))
    .sort();
}

/**
 * One address's mail, read the way its owner would: `next()` waits for the next message that arrived after the
 * mailbox was opened (or after the previous `next()`), so an older e-mail to the same address is never mistaken for it.
 */
export function openMailbox(address: string) {
  const seen = new Set(messagesFor(address));
  return {
    address,
    async next({ timeout = 10_000 }: { timeout?: number } = {}): Promise<Email> {
      let fresh: string | undefined;
      await expect
        .poll(
          () => {
            fresh = messagesFor(address).find((name) => !seen.has(name));
            return fresh;
          },
          { message: `an e-mail to ${address} in ${OUTBOX_DIR}`, timeout },
        )
        .toBeTruthy();
      seen.add(fresh!);
      // The writer may still be flushing: wait until the file holds a whole message.
      const file = path.join(OUTBOX_DIR, fresh!);
      await expect.poll(() => fs.readFileSync(file, "utf8").includes("text/plain"), { timeout: 2_000 }).toBe(true);
      return parseEmail(file);
    },
  };
}

export type Mailbox = ReturnType<typeof openMailbox>;
