/**
 * Numbers as marketplace pages write them: "4,97" and "4.97" (a rating), "1,234 reviews" and "1.234 recensioni"
 * (a count), "1.5 baths" and "1,5 bagni" (a bathroom count). Nothing here guesses: no digits, no number.
 */

const DECIMAL = /\d+(?:[.,]\d+)?/;
/** Digits grouped in thousands by ",", ".", a space or a narrow no-break space, or plain digits. */
const COUNT = /\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?!\d)|\d+/;

/** The first decimal number in the text, with "," or "." as the decimal mark. */
export function parseDecimal(text: string): number | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const value = Number(match[0].replace(",", "."));
  return Number.isFinite(value) ? value : null;
}

/** The first whole count in the text, thousands separators removed: "1,234 reviews" → 1234. */
export function parseCount(text: string): number | null {
  const match = COUNT.exec(text);
  if (!match) return null;
  const value = Number(match[0].replace(/[,.\u00a0\u202f ]/g, ""));
  return Number.isSafeInteger(value) ? value : null;
}

/** A star rating on the 0-5 scale, or null when the value is missing or off that scale (0 means "no rating"). */
export function toStarRating(value: number | null): number | null {
  if (value === null || !Number.isFinite(value) || value <= 0 || value > 5) return null;
  return value;
}

/** A review count: a whole number 0 or above, else null. */
export function toReviewCount(value: number | null): number | null {
  if (value === null || !Number.isSafeInteger(value) || value < 0) return null;
  return value;
}
