import { describe, expect, it } from "vitest";
import { extractLocation } from "./extract-location";

describe("extractLocation", () => {
  it.each([
    [
      'the spec\'s example: a run of capitalised words after "in"',
      "Cozy loft in Lisbon, Portugal with views",
      "Lisbon, Portugal",
    ],
    ['a title-case "In"', "Cozy Loft In Porto", "Porto"],
    ['a lower-case particle ends the run ("Rio de Janeiro" gives "Rio")', "A flat in Rio de Janeiro", "Rio"],
    ["words joined by spaces", "Cabin in Lake Placid, New York, for families", "Lake Placid, New York"],
    ["accented and hyphenated names", "Studio in Saint-Étienne centre", "Saint-Étienne"],
    ['the rest of a "location:" line, trimmed', "Great flat\nLocation:   Alfama, Lisbon  \nWifi", "Alfama, Lisbon"],
    ['"Address:" in any case', "ADDRESS: 12 Rua das Flores, Porto", "12 Rua das Flores, Porto"],
    ['"in" followed by a lower-case word is not a location', "Relax in the heart of Rome", ""],
    ['"in" inside a word ("inside", "Berlin") is not the word "in"', "inside Madrid, near Berlin Mitte", ""],
    ['"Relocation:" is not "location:"', "Relocation: Paris", ""],
    ["no location at all", "Nice place with a garden", ""],
  ])("%s", (_name, text, expected) => {
    expect(extractLocation(text)).toBe(expected);
  });

  it('the earliest of the two wins: "in" before "Location:"', () => {
    expect(extractLocation("Jungle villa in Tulum\nLocation: Quintana Roo, Mexico")).toBe("Tulum");
  });

  it('the earliest of the two wins: "Address:" before "in"', () => {
    expect(extractLocation("Address: Calle Mayor 5, Madrid\nA flat in Spain")).toBe("Calle Mayor 5, Madrid");
  });

  it('an empty "location:" line is skipped for the next clue', () => {
    expect(extractLocation("Location:\nSunny flat in Lisbon")).toBe("Lisbon");
  });
});
