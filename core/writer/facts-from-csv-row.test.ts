import { describe, expect, it } from "vitest";
import { BULK_CSV_EXAMPLE, factsFromCsvRow } from "./facts-from-csv-row";

describe("factsFromCsvRow", () => {
  it("reads the template's example row", () => {
    const result = factsFromCsvRow(BULK_CSV_EXAMPLE);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.facts.amenities).toEqual(["Wifi", "Kitchen", "Washer", "Air conditioning", "Dedicated workspace"]);
    expect(result.facts.houseRules).toMatchObject({ checkIn: "15:00", pets: false, smoking: false });
    expect(result.facts.location).toEqual({ city: "Lisbon", country: "Portugal", neighborhood: "Alfama" });
    expect(result.facts.idealFor).toEqual(["couples", "remote workers"]);
  });

  it("names every problem by its column", () => {
    const result = factsFromCsvRow({ ...BULK_CSV_EXAMPLE, city: "", bedrooms: "two", pets: "maybe", roomType: "castle" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContain("city: required");
    expect(result.problems).toContain('pets: write yes or no, not "maybe"');
  });

  it("refuses numbers that are not numbers and an unknown room type", () => {
    const result = factsFromCsvRow({ ...BULK_CSV_EXAMPLE, bedrooms: "two", roomType: "castle" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.some((p) => p.startsWith("bedrooms:"))).toBe(true);
    expect(result.problems.some((p) => p.startsWith("roomType:"))).toBe(true);
  });
});
