import { groupDigits } from "../text/group-digits";

/** The most one support adjustment (`cli credits grant`) may add or take back. */
export const MAX_CREDIT_ADJUSTMENT = 1_000_000;

/** The most a balance may hold: far below the database's 32-bit integer, so that no sum overflows it. */
export const MAX_CREDIT_BALANCE = 1_000_000_000;

const RANGE = `a whole number from -${groupDigits(MAX_CREDIT_ADJUSTMENT)} to ${groupDigits(MAX_CREDIT_ADJUSTMENT)}, other than 0`;

export type CreditAdjustmentReading = { ok: true; amount: number } | { ok: false; message: string };

/**
 * The n of `credits grant <email> <n>`, written in digits ("5", "-3", "+2"): anything else (3.5, 1e20, 0, a number out
 * of range) is refused with the allowed range, never rounded or passed on to overflow in the database.
 */
export function readCreditAdjustment(text: string): CreditAdjustmentReading {
  const trimmed = text.trim();
  const quoted = JSON.stringify(text);
  if (!/^[+-]?\d+$/.test(trimmed)) return { ok: false, message: `The number of credits must be ${RANGE}; ${quoted} is not a whole number in digits.` };
  // BigInt: digits beyond a double's precision must not round into the range.
  const value = BigInt(trimmed);
  if (value === 0n) return { ok: false, message: `The number of credits must be ${RANGE}; 0 changes nothing.` };
  const limit = BigInt(MAX_CREDIT_ADJUSTMENT);
  if (value > limit || value < -limit) return { ok: false, message: `The number of credits must be ${RANGE}; ${trimmed} is out of range.` };
  return { ok: true, amount: Number(value) };
}
