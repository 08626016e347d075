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

  it("reads a room's bathroom access, in any case, and leaves it out when empty", () => {
    const room = { ...BULK_CSV_EXAMPLE, propertyType: "Private room in home", roomType: "private_room" };
    const shared = factsFromCsvRow({ ...room, bathroomAccess: " Shared " });
    expect(shared.ok && shared.facts.bathroomAccess).toBe("shared");
    const own = factsFromCsvRow({ ...room, bathroomAccess: "PRIVATE" });
    expect(own.ok && own.facts.bathroomAccess).toBe("private");
    const unsaid = factsFromCsvRow(room);
    expect(unsaid.ok && unsaid.facts.bathroomAccess).toBeUndefined();
    const columnLeftOut = factsFromCsvRow({ ...room, bathroomAccess: undefined });
    expect(columnLeftOut.ok && columnLeftOut.facts.bathroomAccess).toBeUndefined();
  });

  it("refuses a bathroom access other than private or shared, naming the column", () => {
    const result = factsFromCsvRow({ ...BULK_CSV_EXAMPLE, roomType: "private_room", bathroomAccess: "ensuite" });
    expect(result).toEqual({ ok: false, problems: ['bathroomAccess: write private, shared or leave it empty, not "ensuite"'] });
  });

  it("leaves out an entire home's bathroom access, as the form does, yet still refuses a value that is neither", () => {
    const entire = factsFromCsvRow({ ...BULK_CSV_EXAMPLE, bathroomAccess: "shared" });
    expect(entire.ok && entire.facts.bathroomAccess).toBeUndefined();
    expect(factsFromCsvRow({ ...BULK_CSV_EXAMPLE, bathroomAccess: "yes" }).ok).toBe(false);
  });
});
