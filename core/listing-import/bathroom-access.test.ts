import { describe, expect, it } from "vitest";
import { readBathroomAccess, readBathroomAccessOf } from "./bathroom-access";

describe("readBathroomAccess", () => {
  it.each([
    // Labels seen in the fixtures: saved pages, the Apify export (ro-RO) and Inside Airbnb's bathrooms_text.
    ["1 private bath", "private"],
    ["Private half-bath", "private"],
    ["Baie privată", "private"],
    ["1 baie privată", "private"],
    ["Baie privată și cu acces direct", "private"],
    ["Bagno di servizio privato", "private"],
    ["1 shared bath", "shared"],
    ["1.5 shared baths", "shared"],
    ["0 shared baths", "shared"],
    ["Shared half-bath", "shared"],
    ["Baie comună", "shared"],
    ["1 baie comună", "shared"],
    ["2 băi comune", "shared"],
    ["0\u00a0băi comune", "shared"],
    ["Toaletă comună", "shared"],
  ])("a real label: %j is %s", (label, access) => expect(readBathroomAccess(label)).toBe(access));

  it.each([
    ["Private attached bathroom", "private"],
    ["Dedicated bathroom", "private"],
    ["Shared bathroom", "shared"],
    ["1 bagno privato", "private"],
    ["2 bagni condivisi", "shared"],
    ["Bagno in comune", "shared"],
    ["1 baño privado", "private"],
    ["Medio baño compartido", "shared"],
    ["1 salle de bain privée", "private"],
    ["Salle de bain privative", "private"],
    ["Demi-salle de bain partagée", "shared"],
    ["1 eigenes Bad", "private"],
    ["Gemeinsames Bad", "shared"],
    ["1 gemeinsam genutztes Badezimmer", "shared"],
    ["1 banheiro compartilhado", "shared"],
  ])("the other locales' words: %j is %s", (label, access) => expect(readBathroomAccess(label)).toBe(access));

  it.each([
    ["1 bath"],
    ["2 baths"],
    ["Half-bath"],
    ["1 baie"],
    ["2,5 băi"],
    ["Fără baie"],
    ["Bagno di servizio in camera"], // where the bathroom is, not whose
    ["Stanza privata in casa"], // a private room, not a private bathroom
    ["Private room in home"],
    ["Shared room"],
    ["Residential Deluxe Double Room-Shared Bathroom"], // a title, not a bathroom label
    ["Dedicated workspace"],
    [""],
  ])("a label without the word gives none: %j", (label) => expect(readBathroomAccess(label)).toBeNull());
});

describe("readBathroomAccessOf", () => {
  it("takes the access the labels state, whichever label states it", () => {
    expect(readBathroomAccessOf(["1 pat", "Baie comună", "Hotel", "1 baie"])).toBe("shared");
    expect(readBathroomAccessOf(["1 letto", "Bagno di servizio in camera", "Bagno di servizio privato"])).toBe("private");
  });

  it("gives none when no label states it, or when two labels disagree", () => {
    expect(readBathroomAccessOf(["2 guests", "1 bedroom", "1 bath"])).toBeNull();
    expect(readBathroomAccessOf(["1 private bath", "Shared half-bath"])).toBeNull();
  });
});
