/**
 * Reads a MIME message as the outbox holds it (nodemailer's output): headers, multipart bodies at any depth, and
 * quoted-printable or base64 text. Used by the API tests and the e2e tests to read e-mails as a person would.
 */
export interface MimePart {
  headers: Map<string, string>;
  body: string;
}

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

export function parseMimePart(raw: string): MimePart {
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

/**
 * The decoded text/plain part, looking inside multipart containers at any depth. Parts are split on the message's own
 * boundary: a line that merely starts with "--" (a quoted-printable line of a link's token can) is not an end.
 */
export function findTextPart(part: MimePart): string | undefined {
  const type = part.headers.get("content-type") ?? "text/plain";
  if (/^text\/plain/i.test(type)) return decodeBody(part);
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return undefined;
  const sections = part.body.split(`--${boundary}`).slice(1);
  for (const section of sections) {
    if (section.startsWith("--")) break;
    const found = findTextPart(parseMimePart(section.replace(/^\n/, "")));
    if (found !== undefined) return found.replace(/\n$/, "");
  }
  return undefined;
}
