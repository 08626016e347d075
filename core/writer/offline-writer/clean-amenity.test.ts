import { describe, expect, it } from "vitest";
import { matchAmenity } from "../amenity-catalogue";
import { cleanAmenityName } from "./clean-amenity";
import { englishForCountry, spellFor } from "./english";

const clean = (name: string) => cleanAmenityName(name, matchAmenity(name));

describe("cleanAmenityName: amenity names in plain English", () => {
  it.each([
    ["Vitroceramisch electric stove", "an electric stove"],
    ["Samsung 55 inch HDTV with Netflix", "a TV with Netflix"],
    ["65 inch HDTV with Fire TV, HBO Max, Amazon Prime Video, Apple TV, Hulu, Disney+, Netflix", "a TV with Netflix and Disney+"],
    ["Met vriesvak refrigerator", "a refrigerator with a freezer compartment"],
    ["Samsung American Fridge with freezer ice cubes refrigerator", "a refrigerator with a freezer compartment"],
    ["Gaggenau induction stove", "an induction stove"],
    ["Marseille douchegel body soap", "body soap"],
    ["Flora's own luxury shampoo shampoo", "shampoo"],
    ["Free washer – In unit", "a washer in the unit"],
    ["Paid dryer – In building", "a paid dryer in the building"],
    ["Private outdoor pool - available seasonally, open 24 hours, heated", "a private heated outdoor pool"],
    ["Fast wifi – 216 Mbps", "fast wifi (216 Mbps)"],
    ["Marantz sound system with Bluetooth and aux", "a Bluetooth sound system"],
    ["Game console: PS5", "a game console (PS5)"],
    ["Wifi", "wifi"],
    ["Hangers", "hangers"],
  ])("%s → %s", (name, expected) => {
    expect(clean(name)).toBe(expected);
  });

  it("keeps a plain amenity the catalogue does not know, and leaves out brands and other languages", () => {
    expect(cleanAmenityName("Airfryer", undefined)).toBe("an airfryer");
    expect(cleanAmenityName("3 x Panasonic Cd-speler + radio", undefined)).toBeUndefined();
    expect(cleanAmenityName("Allerlei natuurlijk zeepje", undefined)).toBeUndefined();
  });

  it("takes long names from real data (over 80 characters) without refusing them", () => {
    const long = "Children’s books and toys for ages 0-2 years old, 2-5 years old, 5-10 years old, and 10+ years old";
    expect(long.length).toBeGreaterThan(80);
    expect(clean(long)).toBe("children’s books and toys");
  });
});

describe("spelling by the home's country", () => {
  it("writes US spelling in the United States and British elsewhere", () => {
    expect(englishForCountry("United States")).toBe("us");
    expect(englishForCountry("Belgium")).toBe("uk");
    expect(spellFor("A cosy flat for travellers; the neighbourhood is quiet.", "us")).toBe("A cozy flat for travelers; the neighborhood is quiet.");
    expect(spellFor("Cozy neighborhood for travelers.", "uk")).toBe("Cosy neighbourhood for travellers.");
  });
});
