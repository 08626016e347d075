import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findEmailAddresses, findLinks, findPhoneNumbers, MAYBE_URL_PREFIX, URL_WITH_PREFIX } from "./find-contact-details";

describe("findPhoneNumbers", () => {
  it.each([
    ["an international number", "WhatsApp +351 912 345 678 for late arrivals", ["+351 912 345 678"]],
    ["a US number with brackets", "Questions? (415) 555-0132.", ["(415) 555-0132"]],
    ["a US number with dashes", "Reach me on 415-555-0132 anytime", ["415-555-0132"]],
    ["a UK number with spaces", "Ring 020 7946 0958", ["020 7946 0958"]],
    ["dots as separators", "tel. 06.12.34.56.78", ["06.12.34.56.78"]],
    ['7 digits after "call"', "call 555-0132", ["555-0132"]],
  ])("finds %s", (_name, text, expected) => {
    expect(findPhoneNumbers(text)).toEqual(expected);
  });

  it.each([
    ["a time (10:00)", "Check-in from 10:00, check-out by 11:00"],
    ["a time range (15:00 - 22:00)", "Check-in 15:00 - 22:00"],
    ["a year range", "Renovated 2019-2023"],
    ["a date", "Closed 12.05.2024 for maintenance"],
    ["an ISO date", "Available from 2024-05-12"],
    ["7 digits without a cue", "Built for 1500000 people? No: 150 m2 and 2 beds"],
    ["a price with a currency sign", "Weekly rate €1.250.000"],
    ["small numbers", "Sleeps 4, 2 bedrooms, 1.5 baths, 5 min to the beach"],
    ["numbers on separate lines", "Floor 3\n120 m2\n4 guests\n2 beds"],
    ["an id inside a link", "https://www.airbnb.com/rooms/34753290?sharer_id=200428808"],
  ])("ignores %s", (_name, text) => {
    expect(findPhoneNumbers(text)).toEqual([]);
  });
});

describe("findEmailAddresses", () => {
  it("finds addresses, with dots, plus signs and subdomains", () => {
    expect(findEmailAddresses("Write to ana.silva+stay@mail.example.pt today")).toEqual([
      "ana.silva+stay@mail.example.pt",
    ]);
  });

  it('ignores an @ that is not an address ("@ the beach", a handle)', () => {
    expect(findEmailAddresses("Sunset @ the beach, follow @lisbonloft")).toEqual([]);
  });

  it("finds what the address pattern finds, searched over the whole text, in any text", () => {
    // The pattern the search stands for (find-contact-details.ts), and what the rules did with it before.
    const ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
    const piece = fc.oneof(
      fc.constantFrom("@", "@@", ".", "-", "_", "%", "+", " ", "\n", ",", "a", "Zé", "é", "7", "co", "com", "mail", "𝐀", "𐐷", "\uD835", "\uDC00", "www.x.co", "ana.silva+stay", "@mail.example.pt", "!"),
      fc.string({ maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join("")), (text) => {
        const expected = [...text.matchAll(ADDRESS)].map((match) => match[0].replace(/[.,;:!?)\]]+$/u, ""));
        expect(findEmailAddresses(text)).toEqual(expected);
        // The links and phone numbers are looked for in the text without its addresses.
        const withoutAddresses = text.replace(ADDRESS, " ");
        expect(findLinks(text)).toEqual(findLinks(withoutAddresses));
        expect(findPhoneNumbers(text)).toEqual(findPhoneNumbers(withoutAddresses));
      }),
      { numRuns: 3000 },
    );
  });
});

describe("findLinks", () => {
  it.each([
    [
      "an https URL, without its trailing full stop",
      "See https://mybeachhouse.com/photos.",
      ["https://mybeachhouse.com/photos"],
    ],
    ["a www address", "More at www.lisbon-loft.pt", ["www.lisbon-loft.pt"]],
    ["a bare domain", "Book direct on mybeachhouse.com for less", ["mybeachhouse.com"]],
    ["a bare domain with a path", "Guide: staylisbon.co.uk/guide", ["staylisbon.co.uk/guide"]],
  ])("finds %s", (_name, text, expected) => {
    expect(findLinks(text)).toEqual(expected);
  });

  it.each([
    ["an e-mail address (its own rule)", "ana@mybeachhouse.com"],
    ["a missing space after a full stop", "Fast wifi.It works everywhere"],
    ["abbreviations", "e.g. towels, approx. 5 min, St. Ives"],
    ["a brand written with capitals (its own rule)", "Also on Booking.com"],
    ["decimals", "1.5 baths, 2.4 km"],
  ])("ignores %s", (_name, text) => {
    expect(findLinks(text)).toEqual([]);
  });
});

describe("the plain pre-test for a link with a scheme or www.", () => {
  it("takes every text in which the link pattern finds one (ſ and the Kelvin sign folded as the pattern folds them)", () => {
    const pattern = new RegExp(URL_WITH_PREFIX.source, "iu");
    const pieceArb = fc.oneof(
      fc.constantFrom("HTTP://", "httpſ://", "hTtPs://", "WWW.", "wWw.", "ht", "tp://", "ww", "w.", "x", " ", "é", "\u212A"),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(pieceArb, { maxLength: 10 }), (pieces) => {
        const text = pieces.join("");
        if (pattern.test(text)) expect(MAYBE_URL_PREFIX.test(text)).toBe(true);
      }),
      { numRuns: 3000 },
    );
    expect(findLinks("Photos: httpſ://example.org")).toEqual(["httpſ://example.org"]);
  });
});
