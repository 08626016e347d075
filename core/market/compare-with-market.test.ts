import fs from "node:fs";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { describeAmenityGap } from "./amenity-gaps";
import { compareWithMarket } from "./compare-with-market";
import type { MarketHome } from "./market-home";
import { toMarketHome } from "../../test/support/market-home-from-row";

function readFixtureRows(file: string): Record<string, string>[] {
  return parse(gunzipSync(fs.readFileSync(file)), { columns: true, bom: true }) as Record<string, string>[];
}

const homes = readFixtureRows("fixtures/inside-airbnb/antwerp_listings_2024-06-29_minus-heldout.csv.gz").map(toMarketHome);

// Written again here, plainly, to check the module against: the haversine distance and the rule of the doc comment.
function km(a: MarketHome, b: MarketHome): number {
  const r = Math.PI / 180;
  const h = Math.sin(((b.latitude! - a.latitude!) * r) / 2) ** 2 + Math.cos(a.latitude! * r) * Math.cos(b.latitude! * r) * Math.sin(((b.longitude! - a.longitude!) * r) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(h));
}

function expectedComparison(subject: MarketHome) {
  const set = homes
    .filter((h) => h.id !== subject.id && h.latitude !== null && h.roomType === subject.roomType)
    .filter((h) => h.bedrooms === null || subject.bedrooms === null || Math.abs(h.bedrooms - subject.bedrooms) <= 1)
    .filter((h) => h.accommodates === null || Math.abs(h.accommodates - subject.accommodates!) <= 2)
    .map((h) => ({ h, d: km(subject, h) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 50);
  const byDemand = [...set].sort((a, b) => b.h.reviewsLastYear - a.h.reviewsLastYear || a.d - b.d);
  const top = byDemand.slice(0, 25).map((x) => x.h);
  const lower = (list: string[]) => list.map((a) => a.toLowerCase());
  const counts: Record<string, number> = {};
  for (const h of top) for (const a of new Set(lower(h.amenities))) counts[a] = (counts[a] ?? 0) + 1;
  const own = lower(subject.amenities);
  const gaps = Object.entries(counts)
    .filter(([a, n]) => n >= 13 && !own.some((o) => o.includes(a)))
    .map(([a, n]) => [a, n] as const)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { ids: byDemand.map((x) => x.h.id), gaps, better: set.filter((x) => x.h.grade.overall > subject.grade.overall).length };
}

describe("compareWithMarket on the Antwerp fixture", () => {
  // A two-bedroom entire home with few amenities: the case the comparison is for.
  const subject = homes.find((h) => h.roomType === "Entire home/apt" && h.bedrooms === 2 && h.latitude !== null && h.amenities.length < 15 && h.accommodates === 4)!;

  it("finds the comparable set (same room type, similar size and guests, nearest 50) ranked by reviews in the last year", () => {
    const result = compareWithMarket(subject, homes)!;
    const expected = expectedComparison(subject);
    expect(result.comparable.map((c) => c.id)).toEqual(expected.ids);
    expect(result.comparable).toHaveLength(50);
    expect(result.topDemandCount).toBe(25);
    expect(result.comparable.filter((c) => c.topDemand)).toHaveLength(25);
    expect(result.grade).toMatchObject({ home: subject.grade.overall, rank: expected.better + 1, of: 51 });
  });

  it("names the amenities most of the 25 most-booked homes list and this one lacks, with their shares", () => {
    const result = compareWithMarket(subject, homes)!;
    const expected = expectedComparison(subject);
    expect(expected.gaps.length).toBeGreaterThan(0);
    expect(result.amenityGaps.map((g) => [g.amenity.toLowerCase(), g.topDemandHomes])).toEqual(expected.gaps);
    expect(describeAmenityGap(result.amenityGaps[0]!)).toMatch(/^.+: \d+ of the 25 most-booked comparable homes$/);
  });

  it("sets the home's title, rating and price beside the top-demand homes' medians", () => {
    const result = compareWithMarket(subject, homes)!;
    const top = result.comparable.filter((c) => c.topDemand).map((c) => homes.find((h) => h.id === c.id)!);
    const mid = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
    };
    expect(result.titleLength).toEqual({ home: subject.name.length, topDemandMedian: mid(top.map((h) => h.name.length)) });
    expect(result.rating.topDemandMedian).toBe(mid(top.flatMap((h) => (h.rating === null ? [] : [h.rating]))));
    expect(result.superhost.topDemandSuperhosts).toBe(top.filter((h) => h.superhost).length);
    const words = `${subject.name} ${subject.description}`.toLowerCase().split(/[^\p{L}]+/u);
    for (const term of result.missingKeyTerms) expect(words).not.toContain(term.term);
  });

  it("has nothing to say for a home without a location", () => {
    expect(compareWithMarket({ ...subject, latitude: null }, homes)).toBeNull();
  });
});
