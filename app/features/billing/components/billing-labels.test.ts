import { describe, expect, it } from "vitest";
import { formatAmount, formatDollars, formatNumber } from "./billing-labels";

describe("formatNumber", () => {
  it("writes whole numbers as Intl.NumberFormat('en-US') does, without making one", () => {
    const intl = new Intl.NumberFormat("en-US");
    const values = [0, -0, 1, 7, 12, 999, 1000, 1001, 9999, 12345, 100000, 999999, 1000000, 1234567890, Number.MAX_SAFE_INTEGER];
    for (const value of [...values, ...values.map((v) => -v)]) expect(formatNumber(value)).toBe(intl.format(value));
  });

  it("leaves fractions and unsafe integers to Intl", () => {
    const intl = new Intl.NumberFormat("en-US");
    for (const value of [0.5, 1234.5678, -1.25, 2 ** 60, Number.NaN]) expect(formatNumber(value)).toBe(intl.format(value));
  });

  it("is used by the amount and dollar labels", () => {
    expect(formatAmount(1500)).toBe("+1,500");
    expect(formatAmount(-2)).toBe("-2");
    expect(formatDollars(1250)).toBe("$1,250");
    expect(formatDollars(6.25)).toBe("$6.25");
  });
});
