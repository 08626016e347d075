import { describe, expect, it } from "vitest";
import { CsvError, parseCsv, parseCsvRecords } from "./parse-csv";

describe("parseCsv (RFC 4180)", () => {
  it("splits plain fields and records on LF and CRLF", () => {
    expect(parseCsv("a,b,c\n1,2,3\r\n4,5,6")).toEqual([["a", "b", "c"], ["1", "2", "3"], ["4", "5", "6"]]);
  });

  it("keeps empty fields, including a trailing one", () => {
    expect(parseCsv("a,,c,\n,,,")).toEqual([["a", "", "c", ""], ["", "", "", ""]]);
  });

  it("does not make a record of the final line break", () => {
    expect(parseCsv("a,b\n1,2\n")).toEqual([["a", "b"], ["1", "2"]]);
    expect(parseCsv("a,b\r\n1,2\r\n")).toEqual([["a", "b"], ["1", "2"]]);
  });

  it("reads quoted fields holding commas, line breaks and doubled quotes", () => {
    const text = 'id,description\n1,"Line one,\nline two ""quoted"" end"\n2,"CR\r\nLF"';
    expect(parseCsv(text)).toEqual([["id", "description"], ["1", 'Line one,\nline two "quoted" end'], ["2", "CR\r\nLF"]]);
  });

  it("reads a field that is only a doubled quote, and an empty quoted field", () => {
    expect(parseCsv('"""",""\n')).toEqual([['"', ""]]);
  });

  it("reads an Inside Airbnb amenities list", () => {
    const [[amenities]] = parseCsv('"[""Wifi"", ""Kitchen""]"') as [[string]];
    expect(JSON.parse(amenities)).toEqual(["Wifi", "Kitchen"]);
  });

  it("skips a byte-order mark and a blank line between records", () => {
    expect(parseCsv("\ufeffa,b\n\n1,2")).toEqual([["a", "b"], ["1", "2"]]);
  });

  it("keeps a quote inside an unquoted field as it is", () => {
    expect(parseCsv('a 5" tv,b')).toEqual([['a 5" tv', "b"]]);
  });

  it("throws on an unclosed quoted field", () => {
    expect(() => parseCsv('a,"b\nc')).toThrow(CsvError);
  });

  it("gives records as objects by header, a short record's missing columns empty", () => {
    expect(parseCsvRecords("name,beds,baths\nLoft,2\n")).toEqual([{ name: "Loft", beds: "2", baths: "" }]);
    expect(parseCsvRecords("")).toEqual([]);
  });
});
