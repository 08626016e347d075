import { describe, expect, it } from "vitest";
import { blockingCaptionFailures, checkCaption } from "./caption-rules";

const failed = (caption: string, altText = "A bedroom.") =>
  blockingCaptionFailures(checkCaption("airbnb", { caption, altText })).map((check) => check.id);

describe("checkCaption", () => {
  it("passes a plain caption and lists every rule it checked", () => {
    const checks = checkCaption("airbnb", { caption: "Bedroom with queen bed", altText: "A bedroom with a queen bed." });
    expect(checks.every((check) => check.passed)).toBe(true);
    expect(checks.map((check) => check.id)).toContain("altText-length");
  });

  it("refuses an empty caption, one over 100 characters and alt text over 125", () => {
    expect(failed("  ")).toEqual(["caption-length"]);
    expect(failed("x".repeat(101))).toEqual(["caption-length"]);
    expect(failed("Bedroom", "y".repeat(126))).toEqual(["altText-length"]);
    expect(failed("x".repeat(100), "y".repeat(125))).toEqual([]);
  });

  it("refuses emojis, links, contact details, shouting and other platforms' names", () => {
    expect(failed("Pool 🌊")).toEqual(["caption-no-emojis"]);
    expect(failed("Book at example.com")).toEqual(["caption-no-links"]);
    expect(failed("Call +1 415 555 0100")).toEqual(["caption-no-phone-numbers"]);
    expect(failed("BEST VIEW IN TOWN EVER")).toEqual(["caption-no-shouting"]);
    expect(failed("Also on Vrbo")).toEqual(["caption-no-other-platforms"]);
  });

  it("warns, without refusing, about a stock phrase, naming it", () => {
    const checks = checkCaption("airbnb", { caption: "A hidden gem of a kitchen", altText: "The kitchen." });
    const cliche = checks.find((check) => check.id === "caption-no-cliches");
    expect(cliche).toMatchObject({ passed: false, severity: "warning" });
    expect(cliche?.message).toContain("“hidden gem”");
    expect(blockingCaptionFailures(checks)).toEqual([]);
  });
});
