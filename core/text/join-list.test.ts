import { describe, expect, it } from "vitest";
import { joinList } from "./join-list";

describe("joinList", () => {
  it("joins with commas and the conjunction", () => {
    expect(joinList([])).toBe("");
    expect(joinList(["a kettle"])).toBe("a kettle");
    expect(joinList(["a kettle", "a toaster"])).toBe("a kettle and a toaster");
    expect(joinList(["a kettle", "a toaster", "a blender"])).toBe("a kettle, a toaster and a blender");
    expect(joinList(["tea", "coffee", "cocoa"], "or")).toBe("tea, coffee or cocoa");
  });

  it("keeps the items apart with a comma before the last when one holds the conjunction", () => {
    expect(joinList(["bed linens", "extra pillows and blankets", "hangers"])).toBe("bed linens, extra pillows and blankets, and hangers");
    expect(joinList(["shampoo", "body soap", "conditioner"])).toBe("shampoo, body soap and conditioner");
    expect(joinList(["bed linens", "extra pillows and blankets"])).toBe("bed linens and extra pillows and blankets");
    // A "with" phrase at the end of the first would take the join's "and" in: "a TV with (Chromecast and books)".
    expect(joinList(["a TV with Chromecast", "books and reading material"])).toBe("a TV with Chromecast, and books and reading material");
    expect(joinList(["exercise equipment", "a TV with Netflix and Disney+"])).toBe("exercise equipment and a TV with Netflix and Disney+");
    expect(joinList(["a TV with Chromecast", "board games"])).toBe("a TV with Chromecast and board games");
    expect(joinList(["a TV with Netflix and Hulu", "books and reading material"])).toBe("a TV with Netflix and Hulu, and books and reading material");
    expect(joinList(["a TV with Netflix and Hulu", "board games"])).toBe("a TV with Netflix and Hulu, and board games");
    expect(joinList(["the essentials (soap and toilet paper)", "cleaning products"])).toBe("the essentials (soap and toilet paper) and cleaning products");
    expect(joinList(["a stove", "cooking basics (pots and pans)", "a kettle"])).toBe("a stove, cooking basics (pots and pans) and a kettle");
  });
});
