import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "../../../../contracts/errors";
import { GRADER_TEXTS } from "../../../../contracts/grader";
import { ApiError } from "../../../lib/api-client";
import { describeFailureForLog, describeFailurePanel, wasNotCounted } from "./describe-failure";

const unreachable = new ApiError(502, "upstream_failed", GRADER_TEXTS.marketplaceUnreachable, undefined, { reason: "network", counted: false });

describe("a failed analysis in plain words", () => {
  it("knows an analysis the server gave back by details.counted, and only by that", () => {
    expect(wasNotCounted(unreachable)).toBe(true);
    expect(wasNotCounted(new ApiError(502, "upstream_failed", "No data extracted", undefined, { reason: "no_data" }))).toBe(false);
    expect(wasNotCounted(new Error("counted: false"))).toBe(false);
  });

  it("writes the debug log without the API's codes, whatever the code", () => {
    expect(describeFailureForLog(unreachable, unreachable.message)).toBe(
      "Our server could not reach Airbnb, so this analysis was not counted against your free analyses.",
    );
    for (const code of [...ERROR_CODES, "network_error" as const]) {
      const line = describeFailureForLog(new ApiError(500, code, "Something"), "Something");
      expect(line).not.toMatch(/\b[a-z]+_[a-z_]+\b|HTTP \d{3}|undefined/);
    }
    expect(describeFailureForLog(new ApiError(404, "not_found", "Airbnb has no public listing"), "Airbnb has no public listing")).toBe(
      "Failed, Airbnb has no listing at that address: Airbnb has no public listing",
    );
  });

  it("titles a given-back analysis Service Unavailable and never tells the visitor to check their connection", () => {
    const panel = describeFailurePanel({ message: unreachable.message, mode: "url", notCounted: true });
    expect(panel.title).toBe("Service Unavailable");
    expect(panel.hints.join(" ")).not.toMatch(/internet connection/i);
    // Other failures keep spec §8's rule from the message.
    expect(describeFailurePanel({ message: "No data extracted", mode: "url", notCounted: false }).title).toBe("Scraper Error");
  });
});
