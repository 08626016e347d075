import { describe, expect, it } from "vitest";
import { parseCount, parseDecimal, toStarRating } from "./numbers";
import { parseRoomCounts, splitDotted } from "./room-counts";

describe("numbers as pages write them", () => {
  it.each([
    ["4,97", 4.97],
    ["4.97", 4.97],
    ["★4,75", 4.75],
    ["1,5 bagni", 1.5],
    ["Rated 5.0 out of 5", 5],
    ["no digits", null],
  ])("parseDecimal(%j) = %j", (text, value) => expect(parseDecimal(text)).toBe(value));

  it.each([
    ["380 reviews", 380],
    ["1,534 reviews", 1534],
    ["1.534 recensioni", 1534],
    ["1\u00a0234 avis", 1234],
    ["12 reviews", 12],
    ["none", null],
  ])("parseCount(%j) = %j", (text, value) => expect(parseCount(text)).toBe(value));

  it("a star rating must lie in (0, 5]: 0 means no rating", () => {
    expect([toStarRating(0), toStarRating(4.9), toStarRating(5), toStarRating(97), toStarRating(null)]).toEqual([null, 4.9, 5, null, null]);
  });
});

describe("parseRoomCounts", () => {
  it("reads the English overview line", () => {
    expect(parseRoomCounts(["2 guests", "1 bedroom", "1 bed", "1.5 baths"])).toEqual({ accommodates: 2, bedrooms: 1, beds: 1, bathrooms: 1.5 });
  });

  it.each([
    ["1 private bath", 1],
    ["1 shared bath", 1],
    ["2 bathrooms", 2],
    ["Shared half-bath", 0.5],
    ["Half-bath", 0.5],
    ["Bagno di servizio privato", 0.5],
    ["Toaletă comună", 0.5],
    ["1,5 băi comune", 1.5],
    ["0\u00a0băi comune", 0],
    ["Fără baie", 0],
  ])("bathrooms of %j = %j", (label, bathrooms) => expect(parseRoomCounts([label]).bathrooms).toBe(bathrooms));

  it("reads German labels whose access word stands before the bathroom, as bathroom-access.ts does", () => {
    expect(parseRoomCounts(["4 Gäste", "2 Schlafzimmer", "3 Betten", "1 gemeinsames Bad"])).toStrictEqual({
      accommodates: 4,
      bedrooms: 2,
      beds: 3,
      bathrooms: 1,
      bathroomAccess: "shared",
    });
    expect(parseRoomCounts(["1,5 gemeinsam genutzte Badezimmer"])).toMatchObject({ bathrooms: 1.5, bathroomAccess: "shared" });
    expect(parseRoomCounts(["1 eigenes Bad"])).toMatchObject({ bathrooms: 1, bathroomAccess: "private" });
    expect(parseRoomCounts(["2 private attached baths"])).toMatchObject({ bathrooms: 2, bathroomAccess: "private" });
    // An adjective that says no access is still not a bathroom's count: nothing is guessed.
    expect(parseRoomCounts(["1 schönes Bad"]).bathrooms).toBeNull();
  });

  it("reads Italian and Romanian labels", () => {
    expect(parseRoomCounts(["1 camera da letto", "1 letto", "2 ospiti"])).toEqual({ accommodates: 2, bedrooms: 1, beds: 1, bathrooms: null });
    expect(parseRoomCounts(["4 oaspeți", "2 dormitoare", "2 paturi", "2 băi"])).toEqual({ accommodates: 4, bedrooms: 2, beds: 2, bathrooms: 2 });
  });

  it("a studio has no separate bedroom", () => {
    expect(parseRoomCounts(["Studio"]).bedrooms).toBe(0);
    expect(parseRoomCounts(["Garsonieră"]).bedrooms).toBe(0);
  });

  it("prefers the generic bed count over a detailed bed line, wherever it comes", () => {
    expect(parseRoomCounts(["1 pat suprapus", "2 paturi"]).beds).toBe(2);
    expect(parseRoomCounts(["1 letto matrimoniale"]).beds).toBe(1);
  });

  it("ignores what it does not know instead of guessing", () => {
    expect(parseRoomCounts(["Stanza privata in casa", "★4,9", "Hotel", "Milano"])).toStrictEqual({
      accommodates: null,
      bedrooms: null,
      beds: null,
      bathrooms: null,
    });
    // "Baie comună" gives no count, only whose the bathroom is.
    expect(parseRoomCounts(["Baie comună", "★4,9", "Hotel", "Milano"])).toStrictEqual({
      accommodates: null,
      bedrooms: null,
      beds: null,
      bathrooms: null,
      bathroomAccess: "shared",
    });
  });

  it("gives the bathroom access a label states, also beside a label with the count", () => {
    expect(parseRoomCounts(["2 guests", "1 bedroom", "1 bed", "1 shared bath"])).toStrictEqual({
      accommodates: 2,
      bedrooms: 1,
      beds: 1,
      bathrooms: 1,
      bathroomAccess: "shared",
    });
    // Apify export, listing 1007834347793725460: the room line says "Baie comună", the sharing title the count.
    expect(parseRoomCounts(["1 pat", "Baie comună", "Locuință rezidențială", "2,5 băi"])).toMatchObject({ bathrooms: 2.5, bathroomAccess: "shared" });
    expect(parseRoomCounts(["Toaletă comună"])).toMatchObject({ bathrooms: 0.5, bathroomAccess: "shared" });
    expect(parseRoomCounts(["Casa", "1 camera da letto", "1 letto", "Bagno di servizio privato"])).toMatchObject({ bathrooms: 0.5, bathroomAccess: "private" });
    expect(parseRoomCounts(["Baie privată și cu acces direct"])).toMatchObject({ bathrooms: null, bathroomAccess: "private" });
  });

  it("leaves the access out when no label states it, or when the labels disagree", () => {
    expect(parseRoomCounts(["4 oaspeți", "2 băi"])).not.toHaveProperty("bathroomAccess");
    expect(parseRoomCounts(["1.5 baths", "Half-bath"])).not.toHaveProperty("bathroomAccess");
    expect(parseRoomCounts(["Baie comună", "Baie privată și cu acces direct"])).not.toHaveProperty("bathroomAccess");
  });

  it("splits a sharing title into its parts", () => {
    expect(splitDotted("Casa · Milano · ★4,9 · 1 camera da letto · 1 letto · Bagno di servizio privato")).toEqual([
      "Casa",
      "Milano",
      "★4,9",
      "1 camera da letto",
      "1 letto",
      "Bagno di servizio privato",
    ]);
  });
});
