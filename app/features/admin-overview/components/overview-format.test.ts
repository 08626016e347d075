import { describe, expect, it } from "vitest";
import { describeSeries, formatShortDay } from "./overview-format";

describe("describeSeries", () => {
  it("says the total and the busiest day, the first one on a tie", () => {
    const points = [
      { day: "2026-03-01", value: 3 },
      { day: "2026-03-02", value: 14 },
      { day: "2026-03-03", value: 14 },
    ];
    expect(describeSeries("Page views", points)).toBe("Page views: 31 in all; most on Mar 2, 2026 (14).");
  });

  it("says when there is nothing", () => {
    expect(describeSeries("Sign-ups", [{ day: "2026-03-01", value: 0 }])).toBe("Sign-ups: none in this range.");
  });

  it("shows UTC days as they are, whatever the browser's time zone", () => {
    expect(formatShortDay("2026-03-01")).toBe("Mar 1");
  });
});
