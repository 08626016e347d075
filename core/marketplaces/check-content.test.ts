import { describe, expect, it } from "vitest";
import { checkContent } from "./check-content";
import type { RuleId } from "./types";

function checkRule(id: RuleId, text: string, marketplace: "airbnb" | "vrbo" | "booking" = "airbnb") {
  const check = checkContent(marketplace, "description", text).find((candidate) => candidate.id === id);
  if (check === undefined) throw new Error(`no check ${id}`);
  return check;
}

const CLEAN = "Two-bedroom flat with fast Wi-Fi, a TV and a balcony over the river. Check-in from 15:00.";

describe("checkContent: every rule passes on clean text", () => {
  it("passes all seven rules with plain sentences", () => {
    const checks = checkContent("airbnb", "description", CLEAN);
    expect(checks.map((check) => check.id)).toEqual([
      "no-emojis",
      "no-links",
      "no-email-addresses",
      "no-phone-numbers",
      "no-shouting",
      "no-other-platforms",
      "no-cliches",
    ]);
    expect(checks.every((check) => check.passed)).toBe(true);
    expect(checks[0]?.message).toBe("No emojis in your description");
  });
});

describe("checkContent: each rule fails with a message quoting the text", () => {
  it("no-emojis", () => {
    expect(checkRule("no-emojis", "Sea view 🌊🌊 and sun ☀️").message).toBe(
      "Remove “🌊”, “☀️” from your description: Airbnb does not allow emojis",
    );
  });

  it("no-links", () => {
    expect(checkRule("no-links", "Photos at https://mybeachhouse.com/gallery").message).toBe(
      "Remove the link “https://mybeachhouse.com/gallery” from your description: Airbnb does not allow links",
    );
  });

  it("no-email-addresses", () => {
    expect(checkRule("no-email-addresses", "Mail ana@mybeachhouse.com").message).toBe(
      "Remove the e-mail address “ana@mybeachhouse.com” from your description: guests must contact you through Airbnb",
    );
  });

  it("no-phone-numbers, but a time is fine", () => {
    expect(checkRule("no-phone-numbers", "Call +44 20 7946 0958").passed).toBe(false);
    expect(checkRule("no-phone-numbers", "Quiet hours 22:00-08:00").passed).toBe(true);
  });

  it('no-shouting: 4 caps words fail, "Wi-Fi" and "TV" are fine', () => {
    expect(checkRule("no-shouting", "BRAND NEW LUXURY FLAT").message).toBe(
      "Write “BRAND NEW LUXURY FLAT” in your description in normal case: no more than 3 all-caps words in a row",
    );
    expect(checkRule("no-shouting", "Wi-Fi and TV").passed).toBe(true);
  });

  it("no-other-platforms names the platform and the target", () => {
    expect(checkRule("no-other-platforms", "5 stars on Airbnb", "vrbo").message).toBe(
      "Remove “Airbnb” from your Vrbo description: listings may not name other platforms",
    );
    expect(checkRule("no-other-platforms", "5 stars on Airbnb", "airbnb").passed).toBe(true);
  });

  it("no-cliches is a warning, not an error", () => {
    const check = checkRule("no-cliches", "Nestled among pines");
    expect(check.passed).toBe(false);
    expect(check.severity).toBe("warning");
    expect(check.message).toBe(
      "Replace “Nestled” in your description with what is actually there: guests skim past stock phrases",
    );
  });

  it("quotes each offending text once", () => {
    expect(checkRule("no-cliches", "nestled, nestled, nestled").message).toMatch(/^Replace “nestled” in/);
  });
});
