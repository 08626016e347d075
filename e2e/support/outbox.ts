import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "@playwright/test";
import { findTextPart, parseMimePart } from "../../test/support/mime-message";

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

export function parseEmail(file: string): Email {
  const message = parseMimePart(fs.readFileSync(file, "utf8"));
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
