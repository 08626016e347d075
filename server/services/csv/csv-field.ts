/** A text cell starting with one of these runs as a formula in Excel, LibreOffice and Google Sheets. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. A text starting with = + - @ or a tab
 * or carriage return gets a leading single quote (OWASP's advice on CSV injection), so a spreadsheet shows it as text
 * and never runs it. Numbers are written as they are: a negative amount is a number, not a formula.
 */
export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
