import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvField } from "./csv-field";

describe("csvField", () => {
  it.each([
    ["=HYPERLINK(\"http://evil.example\",\"Click\")", "\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"Click\"\")\""],
    ["+1+cmd|' /C calc'!A0", "'+1+cmd|' /C calc'!A0"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A9)", "'@SUM(A1:A9)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "\"'\r=1+1\""],
  ])("defuses a cell starting a formula: %j", (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it("leaves other text, numbers and empty values as they are, quoting only where RFC 4180 needs it", () => {
    expect(csvField("Sea view loft")).toBe("Sea view loft");
    expect(csvField("a = b")).toBe("a = b");
    expect(csvField('Say "hi", then\nleave')).toBe('"Say ""hi"", then\nleave"');
    expect(csvField(-1)).toBe("-1");
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
  });

  it("reads back as the text shown, with the quote in front of a formula", () => {
    const cells = ["=1+1", 'He said "no", twice', "Zoë 🏡", -3];
    const [row] = parse(cells.map(csvField).join(",")) as string[][];
    expect(row).toEqual(["'=1+1", 'He said "no", twice', "Zoë 🏡", "-3"]);
  });
});
