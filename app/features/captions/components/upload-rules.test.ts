import { describe, expect, it } from "vitest";
import { checkSelection, formatMegabytes } from "./upload-rules";

const MB = 1024 * 1024;
const file = (name: string, size: number) => ({ name, size });

describe("checkSelection", () => {
  it("refuses a file over the limit by name, and keeps the rest", () => {
    const result = checkSelection([file("a.jpg", 2 * MB), file("big.jpg", 23.41 * MB), file("b.jpg", 20 * MB)], { maxBytes: 20 * MB, room: 30 });
    expect(result.accepted.map((f) => f.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(result.refused).toEqual(["big.jpg is 23.5 MB; each photo may be at most 20 MB."]);
  });

  it("leaves out what does not fit in the set, and says how many", () => {
    const files = Array.from({ length: 5 }, (_, i) => file(`${i}.jpg`, MB));
    expect(checkSelection(files, { maxBytes: 20 * MB, room: 3 })).toEqual({ accepted: files.slice(0, 3), refused: ["Only 3 more photos fit in this set; 2 were left out."] });
    expect(checkSelection(files, { maxBytes: 20 * MB, room: 1 }).refused).toEqual(["Only 1 more photo fits in this set; 4 were left out."]);
    expect(checkSelection(files, { maxBytes: 20 * MB, room: 0 })).toEqual({ accepted: [], refused: ["This set is full. Start a new set for more photos."] });
  });

  it("rounds sizes up, so a file just over the limit never reads as equal to it", () => {
    expect(formatMegabytes(20 * MB + 1)).toBe("20.1 MB");
  });
});
