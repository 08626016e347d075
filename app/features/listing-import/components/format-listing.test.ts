import { describe, expect, it } from "vitest";
import { formatBathrooms, MISSING } from "./format-listing";

describe("formatBathrooms", () => {
  it("gives the count with whose the bathrooms are when the page said it", () => {
    expect(formatBathrooms(1, "shared")).toBe("1 (shared)");
    expect(formatBathrooms(1.5, "private")).toBe("1.5 (private)");
  });

  it("gives the count alone when the page did not say, and a dash for no count", () => {
    expect(formatBathrooms(2, undefined)).toBe("2");
    expect(formatBathrooms(null, "shared")).toBe(MISSING);
    expect(formatBathrooms(0, "shared")).toBe("0");
  });
});
