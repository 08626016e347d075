import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalListingUrl, isAirbnbHost, parseListingUrl, URL_MESSAGES } from "./listing-url";

describe("parseListingUrl: accepted listing URLs, one canonical form", () => {
  it.each([
    ["https://www.airbnb.com/rooms/12345", "12345", "www.airbnb.com"],
    ["http://airbnb.com/rooms/12345", "12345", "airbnb.com"],
    ["https://airbnb.co.uk/rooms/19278160?adults=2", "19278160", "airbnb.co.uk"],
    ["https://www.airbnb.it/rooms/1438101512728990114", "1438101512728990114", "www.airbnb.it"],
    ["https://www.airbnb.ca/rooms/1035103363769989256?check_in=2025-09-05&check_out=2025-09-07", "1035103363769989256", "www.airbnb.ca"],
    ["https://www.airbnb.com.au/rooms/777", "777", "www.airbnb.com.au"],
    ["https://www.airbnb.co.in/rooms/19861171", "19861171", "www.airbnb.co.in"],
    ["https://fr.airbnb.ca/rooms/5", "5", "fr.airbnb.ca"],
    ["https://www.airbnb.com/rooms/plus/11225011", "11225011", "www.airbnb.com"],
    ["https://www.airbnb.co.uk/rooms/33090114/amenities?source_impression_id=p3_1616940830", "33090114", "www.airbnb.co.uk"],
    ["https://www.airbnb.com/rooms/1944564/", "1944564", "www.airbnb.com"],
    ["https://www.airbnb.com/rooms/1944564#reviews", "1944564", "www.airbnb.com"],
    ["HTTPS://WWW.AIRBNB.COM/rooms/42", "42", "www.airbnb.com"],
    ["  https://airbnb.com/rooms/42  ", "42", "airbnb.com"],
    ["www.airbnb.com/rooms/42 (pasted without a scheme)".split(" ")[0] ?? "", "42", "www.airbnb.com"],
    ["airbnb.it/rooms/42?locale=it", "42", "airbnb.it"],
  ])("%s → listing %s", (input, listingId, host) => {
    expect(parseListingUrl(input)).toEqual({ ok: true, listingId, canonicalUrl: `https://www.airbnb.com/rooms/${listingId}`, host });
  });
});

describe("parseListingUrl: refused input, with the spec's messages", () => {
  it.each(["", "   ", "\n\t"])("empty input %j → %s", (input) => {
    expect(parseListingUrl(input)).toEqual({ ok: false, message: "Please enter a URL" });
  });

  it.each(["not a url", "https://", "http://exa mple.com/rooms/1", "rooms/123", "https://[::1/rooms/1"])("malformed %j", (input) => {
    expect(parseListingUrl(input)).toEqual({ ok: false, message: "Please enter a valid URL" });
  });

  it.each([
    ["userinfo trick", "https://airbnb.com@evil.com/rooms/1"],
    ["credentials before the host", "https://user:pass@www.airbnb.com/rooms/1"],
    ["lookalike suffix", "https://airbnb.com.evil.com/rooms/1"],
    ["lookalike name", "https://notairbnb.com/rooms/1"],
    ["airbnb in the path only", "https://evil.com/airbnb.com/rooms/1"],
    ["unknown suffix", "https://airbnb.evil/rooms/1"],
    ["IPv4 literal", "https://192.168.1.10/rooms/1"],
    ["IPv6 literal", "http://[::1]/rooms/1"],
    ["file: scheme", "file:///rooms/1"],
    ["javascript: scheme", "javascript:alert(1)//www.airbnb.com/rooms/1"],
    ["ftp: scheme", "ftp://www.airbnb.com/rooms/1"],
    ["explicit port", "https://www.airbnb.com:8443/rooms/1"],
    ["host without a path", "https://www.airbnb.com"],
    ["host with a bare slash", "https://www.airbnb.com/"],
    ["a search page", "https://www.airbnb.com/s/Paris/homes"],
    ["a non-numeric room", "https://www.airbnb.com/rooms/abc"],
    ["another marketplace", "https://www.vrbo.com/123456"],
  ])("%s: %s", (_, input) => {
    expect(parseListingUrl(input)).toEqual({ ok: false, message: "Please enter an Airbnb listing URL" });
  });

  it("never throws, and every answer is a canonical listing or one of the three messages", () => {
    const messages: string[] = Object.values(URL_MESSAGES);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl()), (input) => {
        const result = parseListingUrl(input);
        if (result.ok) expect(result.canonicalUrl).toMatch(/^https:\/\/www\.airbnb\.com\/rooms\/\d+$/);
        else expect(messages).toContain(result.message);
      }),
    );
  });

  it("round-trips any listing id through its canonical URL", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,18}$/), (id) => {
        expect(parseListingUrl(canonicalListingUrl(id))).toMatchObject({ ok: true, listingId: id });
      }),
    );
  });
});

describe("isAirbnbHost", () => {
  it.each(["airbnb.com", "www.airbnb.com", "WWW.AIRBNB.CO.UK", "fr.airbnb.ca", "www.airbnb.com.au", "airbnb.co.in", "airbnb.it", "airbnb.com."])(
    "%s is Airbnb",
    (host) => expect(isAirbnbHost(host)).toBe(true),
  );

  it.each(["notairbnb.com", "airbnb.com.evil.com", "airbnb-com.evil.com", "evil.com", "airbnb", "airbnb.evil", "127.0.0.1", "[::1]", "xn--airbnb-6ya.com", ""])(
    "%s is not",
    (host) => expect(isAirbnbHost(host)).toBe(false),
  );
});
