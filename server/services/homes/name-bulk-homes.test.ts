import { describe, expect, it } from "vitest";
import { LISBON_FACTS } from "../../../test/support/lisbon-facts";
import { nameBulkHomes } from "./name-bulk-homes";

describe("nameBulkHomes", () => {
  it("names a home by its address, else its type and place, and numbers names two rows share by their line in the file", () => {
    const withAddress = { ...LISBON_FACTS, location: { ...LISBON_FACTS.location, address: "Rua dos Remédios 12" } };
    const plain = { ...LISBON_FACTS, location: { city: "Lisbon", country: "Portugal", neighborhood: "Alfama" } };
    const noNeighborhood = { ...LISBON_FACTS, location: { city: "Porto", country: "Portugal" } };
    expect(nameBulkHomes([withAddress, plain, plain, noNeighborhood])).toEqual([
      "Rua dos Remédios 12",
      `${LISBON_FACTS.propertyType} in Alfama, Lisbon (row 3)`,
      `${LISBON_FACTS.propertyType} in Alfama, Lisbon (row 4)`,
      `${LISBON_FACTS.propertyType} in Porto`,
    ]);
  });
});
