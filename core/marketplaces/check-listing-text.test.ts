import { describe, expect, it } from "vitest";
import { checkListingText, findRuleBreaches } from "./check-listing-text";

describe("checkListingText", () => {
  it("checks only the fields given: a title alone on Airbnb gives length, mobile and 7 content checks", () => {
    const checks = checkListingText({ marketplace: "airbnb", title: "Quiet loft by the river" });
    expect(checks).toHaveLength(9);
    expect(checks.every((check) => check.field === "title" && check.marketplace === "airbnb")).toBe(true);
    expect(checks.every((check) => check.passed)).toBe(true);
  });

  it("checks the summary's 500 on Airbnb and the description's 400 on Vrbo", () => {
    const airbnb = checkListingText({ marketplace: "airbnb", summary: "Short.", description: "Short." });
    expect(airbnb.map((check) => check.id)).toContain("summary-length");
    expect(airbnb.map((check) => check.id)).not.toContain("description-length");
    const vrbo = checkListingText({ marketplace: "vrbo", description: "Short." });
    expect(vrbo.find((check) => check.id === "description-length")?.passed).toBe(false);
  });

  it("a realistic over-eager Airbnb draft breaks several rules at once", () => {
    const breaches = findRuleBreaches({
      marketplace: "airbnb",
      title: "🌴 STUNNING OCEANFRONT LUXURY VILLA w/ Private Pool & Hot Tub",
      description: "Nestled on the cliffs. Also on Vrbo! Questions: host@villa-sol.com or +34 612 345 678.",
    });
    expect(breaches.map((check) => `${check.field}:${check.id}`)).toEqual([
      "title:title-length",
      "title:title-mobile-preview",
      "title:no-emojis",
      "title:no-shouting",
      "description:no-email-addresses",
      "description:no-phone-numbers",
      "description:no-other-platforms",
      "description:no-cliches",
    ]);
  });

  it("an empty Booking.com property name fails its 3-character minimum", () => {
    expect(findRuleBreaches({ marketplace: "booking", title: "" }).map((check) => check.id)).toEqual(["title-length"]);
  });
});
