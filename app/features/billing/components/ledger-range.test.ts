import { describe, expect, it } from "vitest";
import { localDayStart, readLedgerSearch, toTransactionFilters, writeLedgerSearch } from "./ledger-range";

describe("the credit history's filters", () => {
  it("turn local days into a from-inclusive, to-exclusive range of whole days", () => {
    const filters = toTransactionFilters({ fromDay: "2026-03-01", toDay: "2026-03-31" });
    expect(filters.from).toBe(new Date(2026, 2, 1).toISOString());
    expect(filters.to).toBe(new Date(2026, 3, 1).toISOString());
    expect(localDayStart("2026-12-31", 1)).toBe(new Date(2027, 0, 1).toISOString());
  });

  it("read the address, dropping unknown values", () => {
    expect(readLedgerSearch(new URLSearchParams("type=usage&kind=caption&from=2026-01-02&to=bad&page=3"))).toEqual({
      type: "usage",
      kind: "caption",
      fromDay: "2026-01-02",
      toDay: undefined,
      page: 3,
    });
    expect(readLedgerSearch(new URLSearchParams("type=gift&page=-1"))).toMatchObject({ type: undefined, page: 1 });
  });

  it("write the address back without empty values or page 1", () => {
    expect(writeLedgerSearch({ type: "purchase", toDay: "2026-05-01" }, 1).toString()).toBe("type=purchase&to=2026-05-01");
    expect(writeLedgerSearch({}, 2).toString()).toBe("page=2");
  });
});
