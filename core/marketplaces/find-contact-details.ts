/**
 * Contact details that marketplaces forbid in listing text: guests must book and talk through the platform.
 * Each finder returns the offending text as written, so the host can be shown exactly what to remove.
 */

import { isLetterOrDigit } from "../text/code-point-classes";

/*
 * An e-mail address is /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu. That pattern, searched
 * over a text, tries every position: 40-110 µs on a description holding an "@" but no address, and it was asked up to
 * three times a grading (docs/benchmarks.md, stop 39). So each "@" is found first, the part before it read backwards
 * and the part from it matched there: the same matches (find-contact-details.test.ts).
 */
const ADDRESS_FROM_AT = /@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/uy;

/** What the part before an address's "@" is made of. */
function isLocalPartCode(code: number): boolean {
  return isLetterOrDigit(code) || code === 0x2e || code === 0x5f || code === 0x25 || code === 0x2b || code === 0x2d;
}

/** Where the run of local-part characters that ends at `end` starts, reading no further back than `limit`. */
function startOfLocalPart(text: string, end: number, limit: number): number {
  let start = end;
  while (start > limit) {
    const low = text.charCodeAt(start - 1);
    // A letter beyond the Basic Multilingual Plane is two code units, read as one code point, as the pattern does.
    const pair = low >= 0xdc00 && low <= 0xdfff && start - 2 >= limit ? text.codePointAt(start - 2)! : -1;
    if (pair > 0xffff) {
      if (!isLocalPartCode(pair)) break;
      start -= 2;
    } else {
      if (!isLocalPartCode(low)) break;
      start -= 1;
    }
  }
  return start;
}

/** The e-mail addresses in `text`, as the pattern above finds them one after the other: where each starts and ends. */
function findAddressSpans(text: string): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = [];
  let from = 0;
  for (let at = text.indexOf("@"); at !== -1; at = text.indexOf("@", at + 1)) {
    // An address's part after the "@" holds no "@": the next one is never inside the address before it.
    const start = startOfLocalPart(text, at, from);
    if (start === at) continue;
    ADDRESS_FROM_AT.lastIndex = at;
    const tail = ADDRESS_FROM_AT.exec(text);
    if (tail === null) continue;
    from = at + tail[0].length;
    spans.push({ start, end: from });
  }
  return spans;
}
export const URL_WITH_PREFIX = /(?<![\p{L}\p{N}])(?:https?:\/\/|www\.)[^\s<>"“”]+/giu;
/**
 * What every URL_WITH_PREFIX match holds, asked first: most texts hold no link, and the pattern, with its lookbehind,
 * was two searches of every text a grading. "htt", not "http": the pattern's case folding reads "ſ" as "s", which
 * this plain one would not.
 */
export const MAYBE_URL_PREFIX = /htt|www\./i;

/** The text with each link that starts with a scheme or "www." replaced by a space. */
function removePrefixedUrls(text: string): string {
  return MAYBE_URL_PREFIX.test(text) ? text.replace(URL_WITH_PREFIX, " ") : text;
}
/*
 * A bare domain such as "mybeachhouse.com". Lower case and a short list of endings only: "Booking.com" is a brand
 * (the platform rule covers it), and "wifi.It" is a missing space after a full stop, not a link.
 */
const BARE_DOMAIN =
  /(?<![\p{L}\p{N}@.-])[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|co|info|biz|app|site|online|rentals|house|travel|uk)(?![\p{L}\p{N}-])(?:\/\S*)?/gu;
/** What every BARE_DOMAIN match holds: a listed ending after a dot, not run on into a word. */
const DOMAIN_ENDING =
  /\.(?:com|net|org|io|co|info|biz|app|site|online|rentals|house|travel|uk)(?![\p{L}\p{N}-])/u;
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/u;

/*
 * Digits with spaces, dots, dashes or brackets between them. Colons are not separators, so times ("10:00") never
 * match; newlines are not either, so numbers on separate lines are not joined.
 */
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}])\+?\(?\d[\d \u00A0().-]{5,}\d(?![\p{L}\p{N}])/gu;
/** 9 or more digits read as a phone number; 7-8 digits only with a "+", brackets or a word such as "call" before. */
const PHONE_MIN_DIGITS = 9;
const PHONE_MIN_DIGITS_WITH_CUE = 7;
const PHONE_MAX_DIGITS = 15;
const PHONE_CUE_BEFORE = /(?:call|phone|tel|text|whatsapp|mobile|cell|contact)\W{0,3}$/iu;
const CURRENCY_BEFORE = /[$€£¥]\s?$/u;

function collect(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[0].replace(TRAILING_PUNCTUATION, ""));
}

/** The text with each e-mail address replaced by a space. */
function removeEmailAddresses(text: string): string {
  if (!text.includes("@")) return text;
  let kept = "";
  let from = 0;
  for (const { start, end } of findAddressSpans(text)) {
    kept += `${text.slice(from, start)} `;
    from = end;
  }
  return from === 0 ? text : kept + text.slice(from);
}

export function findEmailAddresses(text: string): string[] {
  if (!text.includes("@")) return [];
  return findAddressSpans(text).map(({ start, end }) => text.slice(start, end).replace(TRAILING_PUNCTUATION, ""));
}

export function findLinks(text: string): string[] {
  const withoutEmails = removeEmailAddresses(text);
  const prefixed = MAYBE_URL_PREFIX.test(withoutEmails) ? collect(withoutEmails, URL_WITH_PREFIX) : [];
  const withoutUrls = prefixed.length > 0 ? withoutEmails.replace(URL_WITH_PREFIX, " ") : withoutEmails;
  // The bare-domain pattern is slow on long texts; most hold no domain ending at all.
  const bareDomains = DOMAIN_ENDING.test(withoutUrls) ? collect(withoutUrls, BARE_DOMAIN) : [];
  return [...prefixed, ...bareDomains];
}

/** How many ASCII digits (what \d matches) the text holds, counting no further than `enough`. */
function countDigits(text: string, enough: number): number {
  let digits = 0;
  for (let index = 0; index < text.length && digits < enough; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) digits += 1;
  }
  return digits;
}

/** Phone numbers; digits inside a link or an e-mail address (an id, a query string) are the link's, not a phone's. */
export function findPhoneNumbers(rawText: string): string[] {
  // A phone number has at least PHONE_MIN_DIGITS_WITH_CUE digits, all of them from the text: fewer, none to find.
  if (countDigits(rawText, PHONE_MIN_DIGITS_WITH_CUE) < PHONE_MIN_DIGITS_WITH_CUE) return [];
  const text = removePrefixedUrls(removeEmailAddresses(rawText));
  const found: string[] = [];
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const candidate = match[0].trim();
    const digits = candidate.replace(/\D/gu, "").length;
    const before = text.slice(Math.max(0, match.index - 12), match.index);
    if (digits > PHONE_MAX_DIGITS || CURRENCY_BEFORE.test(before)) continue;
    const hasCue = candidate.startsWith("+") || candidate.includes("(") || PHONE_CUE_BEFORE.test(before);
    if (digits >= PHONE_MIN_DIGITS || (hasCue && digits >= PHONE_MIN_DIGITS_WITH_CUE)) found.push(candidate);
  }
  return found;
}
