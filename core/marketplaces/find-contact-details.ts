/**
 * Contact details that marketplaces forbid in listing text: guests must book and talk through the platform.
 * Each finder returns the offending text as written, so the host can be shown exactly what to remove.
 */

const EMAIL_ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
const URL_WITH_PREFIX = /(?<![\p{L}\p{N}])(?:https?:\/\/|www\.)[^\s<>"“”]+/giu;
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

/** The text without its e-mail addresses; most texts have no "@", and the address pattern is slow on long texts. */
function removeEmailAddresses(text: string): string {
  return text.includes("@") ? text.replace(EMAIL_ADDRESS, " ") : text;
}

export function findEmailAddresses(text: string): string[] {
  return text.includes("@") ? collect(text, EMAIL_ADDRESS) : [];
}

export function findLinks(text: string): string[] {
  const withoutEmails = removeEmailAddresses(text);
  const withoutUrls = withoutEmails.replace(URL_WITH_PREFIX, " ");
  // The bare-domain pattern is slow on long texts; most hold no domain ending at all.
  const bareDomains = DOMAIN_ENDING.test(withoutUrls) ? collect(withoutUrls, BARE_DOMAIN) : [];
  return [...collect(withoutEmails, URL_WITH_PREFIX), ...bareDomains];
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
  const text = removeEmailAddresses(rawText).replace(URL_WITH_PREFIX, " ");
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
