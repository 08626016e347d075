import { describe, expect, it } from "vitest";
import { MAX_CREDIT_ADJUSTMENT, readCreditAdjustment } from "./credit-adjustment";

const RANGE = "a whole number from -1,000,000 to 1,000,000, other than 0";

describe("readCreditAdjustment (credits grant <email> <n>)", () => {
  it.each([
    ["5", 5],
    ["-3", -3],
    ["+2", 2],
    [String(MAX_CREDIT_ADJUSTMENT), MAX_CREDIT_ADJUSTMENT],
    [String(-MAX_CREDIT_ADJUSTMENT), -MAX_CREDIT_ADJUSTMENT],
  ])("reads %s as %d", (text, amount) => {
    expect(readCreditAdjustment(text)).toEqual({ ok: true, amount });
  });

  it.each([
    ["3.5", "is not a whole number in digits"],
    ["1e20", "is not a whole number in digits"],
    ["lots", "is not a whole number in digits"],
    ["", "is not a whole number in digits"],
    ["0", "0 changes nothing"],
    ["-0", "0 changes nothing"],
    ["100000000000000000000", "100000000000000000000 is out of range"],
    ["1000001", "1000001 is out of range"],
    ["-1000001", "-1000001 is out of range"],
    // One past the limit in more digits than a double holds exactly: still out, not rounded in.
    ["1000000000000000000000000001", "is out of range"],
  ])("refuses %j, naming the allowed range", (text, why) => {
    const reading = readCreditAdjustment(text);
    expect(reading.ok).toBe(false);
    expect(reading.ok ? "" : reading.message).toContain(RANGE);
    expect(reading.ok ? "" : reading.message).toContain(why);
  });
});
