import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { detectFormat } from "./detect-format";
import { ListingImportError, NO_DATA_MESSAGE } from "./errors";
import { parseListingHtml } from "./parse-listing-html";

const read = (path: string) => readFileSync(new URL(`../../fixtures/${path}`, import.meta.url), "utf8");
const IT_PAGE = "airbnb-html/airbnb-it_rooms_1438101512728990114_2026-05_raw-ssr.html";
const CA_PAGE = "airbnb-html/airbnb-ca_rooms_1035103363769989256_2025-07_browser-saved.html";

function expectNoData(html: string, url?: string): void {
  let caught: unknown;
  try {
    parseListingHtml(html, url);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ListingImportError);
  expect((caught as ListingImportError).message).toBe("No data extracted");
  expect((caught as ListingImportError).code).toBe("no_data");
}

describe("parseListingHtml: a page without a listing", () => {
  it("an empty or plain page → No data extracted", () => {
    expect(NO_DATA_MESSAGE).toBe("No data extracted");
    expectNoData("");
    expectNoData("<html><head><title>Airbnb</title></head><body><p>Something went wrong</p></body></html>");
  });

  it("a page with a heading but nothing that makes it a listing", () => {
    expectNoData("<html><body><h1>My travel blog</h1><p>Hello</p></body></html>");
  });

  it("the homepage query alone (what the 2025 saved page embeds) is not a listing", () => {
    const script = /<script id="data-deferred-state-0"[^>]*>[\s\S]*?<\/script>/.exec(read(CA_PAGE))?.[0] ?? "";
    expect(script).toContain("TabbedVerticalHomepage");
    expectNoData(`<html><head></head><body>${script}</body></html>`);
  });

  it("a StaysPdpSections entry that was deferred or skipped is not a listing", () => {
    const state = JSON.stringify({ niobeMinimalClientData: [['StaysPdpSections:{"id":"1"}', { deferred: true }]] });
    expectNoData(`<html><body><script id="data-state" type="application/json">${state}</script></body></html>`);
  });

  it("a rendered page with a listing title counts (the 2021 amenities page has one)", () => {
    const listing = parseListingHtml(read("airbnb-html/airbnb-co-uk_rooms_33090114_amenities_2021-03_browser-saved.html"));
    expect(listing.title).toBe("Birch Lodge 16, Newton Stewart");
  });
});

describe("parseListingHtml: several formats in one page", () => {
  const itPage = read(IT_PAGE);
  // The same page as if a browser had also rendered a (different) title and the amenities it loads later.
  const rendered = itPage.replace(
    /<body[^>]*>/,
    (body) => `${body}<div data-section-id="TITLE_DEFAULT"><section><h1>Rendered title that disagrees</h1></section></div>
     <div data-section-id="AMENITIES_DEFAULT"><section><h2>Cosa troverai</h2><div><div>Wi-fi</div></div><div><div>Cucina</div></div></section></div>`,
  );

  it("embedded data wins where formats disagree", () => {
    expect(parseListingHtml(rendered).title).toBe("Bellissima suite con bagno privato, in villa");
  });

  it("rendered text fills only the gaps embedded data leaves", () => {
    const listing = parseListingHtml(rendered);
    expect(listing.amenities).toEqual(["Wi-fi", "Cucina"]);
    expect(listing.rating).toBe(4.9);
    expect(listing.accommodates).toBe(2);
  });

  it("detectFormat lists every format found, most trusted first", () => {
    expect(detectFormat(itPage)).toEqual(["embedded-stays-pdp-sections", "json-ld"]);
    expect(detectFormat(rendered)).toEqual(["embedded-stays-pdp-sections", "json-ld", "rendered-page"]);
    expect(detectFormat("<html><body></body></html>")).toEqual([]);
  });

  it("detectFormat reads JSON text and parsed JSON too", () => {
    const api = read("scraper-json/airbnb-co-in_api-v3_StaysPdpSections_19861171_2025-02.json");
    expect(detectFormat(api)).toEqual(["stays-pdp-sections-response"]);
    expect(detectFormat(JSON.parse(api))).toEqual(["stays-pdp-sections-response"]);
    expect(detectFormat("{not json")).toEqual([]);
    expect(detectFormat(42)).toEqual([]);
  });

  it("uses the caller's URL to name a listing whose page does not", () => {
    const html = `<html><body><div data-section-id="TITLE_DEFAULT"><h1>Cabin</h1></div></body></html>`;
    expect(parseListingHtml(html).id).toBe("");
    expect(parseListingHtml(html, "https://www.airbnb.fr/rooms/987?adults=2")).toMatchObject({ id: "987", url: "https://www.airbnb.com/rooms/987" });
    expectNoData("<html><body><h1>Cabin</h1></body></html>", "https://example.com/rooms/987");
  });
});

describe("a page that is not a listing", () => {
  it("is no data even with a listing URL and an <h1>, as on a marketplace's not-found page", () => {
    const notFound = "<html><body><h1>We can't seem to find the page you're looking for</h1><p>Error code: 404</p></body></html>";
    expect(() => parseListingHtml(notFound, "https://www.airbnb.com/rooms/123")).toThrow("No data extracted");
  });
});
