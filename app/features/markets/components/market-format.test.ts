import { describe, expect, it } from "vitest";
import { describeThemeCounts } from "./market-format";

describe("describeThemeCounts", () => {
  it("counts reviews in the singular and the plural, and says none in words", () => {
    expect(describeThemeCounts(1, 0)).toBe("praised in 1 review, no complaints");
    expect(describeThemeCounts(3, 2)).toBe("praised in 3 reviews, a complaint in 2 reviews");
    expect(describeThemeCounts(0, 1)).toBe("not praised, a complaint in 1 review");
  });
});
