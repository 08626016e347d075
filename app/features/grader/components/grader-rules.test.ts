import { describe, expect, it } from "vitest";
import { chooseErrorTitle, listErrorHints } from "./choose-error-title";
import {
  canSubmitText,
  canSubmitUrl,
  describeLimitReached,
  describeRateLimitToast,
  describeUsage,
  formatMinutes,
  minutesUntil,
} from "./grader-rules";

describe("grader submit rules (spec §5)", () => {
  it("enables the URL button only when the text holds airbnb.com and nothing is pending or limited", () => {
    expect(canSubmitUrl("https://www.airbnb.com/rooms/1", false, false)).toBe(true);
    expect(canSubmitUrl("airbnb.com.evil.example", false, false)).toBe(true);
    expect(canSubmitUrl("https://www.airbnb.co.uk/rooms/1", false, false)).toBe(false);
    expect(canSubmitUrl("", false, false)).toBe(false);
    expect(canSubmitUrl("https://www.airbnb.com/rooms/1", true, false)).toBe(false);
    expect(canSubmitUrl("https://www.airbnb.com/rooms/1", false, true)).toBe(false);
  });

  it("enables the text button at 50 trimmed characters", () => {
    expect(canSubmitText(` ${"x".repeat(49)} `, 50, false, false)).toBe(false);
    expect(canSubmitText("x".repeat(50), 50, false, false)).toBe(true);
    expect(canSubmitText("x".repeat(50), 50, true, false)).toBe(false);
    expect(canSubmitText("x".repeat(50), 50, false, true)).toBe(false);
  });
});

describe("rate-limit notices (spec §8)", () => {
  const now = Date.parse("2026-01-01T10:00:00Z");
  it("counts whole minutes up, at least 1", () => {
    expect(minutesUntil("2026-01-01T10:41:01Z", now)).toBe(42);
    expect(minutesUntil("2026-01-01T10:00:10Z", now)).toBe(1);
    expect(minutesUntil("2026-01-01T09:00:00Z", now)).toBe(1);
    expect([formatMinutes(1), formatMinutes(2)]).toEqual(["1 minute", "2 minutes"]);
  });

  it("words the notices and the toast as the spec does", () => {
    expect(describeUsage(2)).toBe("You have used 2 of 3 free analyses per hour");
    expect(describeLimitReached("2026-01-01T10:42:00Z", now)).toBe("Rate limit reached. Try again in 42 minutes");
    expect(describeRateLimitToast(61)).toBe("You've reached the limit of 3 analyses per hour. Please try again in 2 minutes.");
  });
});

describe("chooseErrorTitle (spec §8)", () => {
  it.each([
    ["Unexpected token < in JSON at position 0", "API Response Error"],
    ["Could not parse the answer", "API Response Error"],
    ["Network error: Failed to fetch", "Network Error"],
    ["Blocked by CORS policy", "Network Error"],
    ["The marketplace answered 503", "Service Unavailable"],
    ["HTTP 500 from upstream", "Service Unavailable"],
    ["No data extracted", "Scraper Error"],
    ["The Apify actor failed", "Scraper Error"],
    ["Rate limit reached. Please try again in 5 minute(s).", "Error"],
    ["Unable to analyze listing - mock data detected", "Error"],
    ["Listing 5000 is private", "Error"],
  ])("%j gives %j", (message, title) => {
    expect(chooseErrorTitle(message)).toBe(title);
  });

  it("lists hints for the scraper and URL failures, none for a rate limit", () => {
    expect(listErrorHints("Scraper Error", "url", "No data extracted")).toContain("The listing may be private or no longer available");
    expect(listErrorHints("Error", "url", "Rate limit reached. Please try again in 5 minute(s).")).toEqual([]);
    expect(listErrorHints("Error", "text", "Failed to analyze the listing text")).toEqual([]);
  });
});
