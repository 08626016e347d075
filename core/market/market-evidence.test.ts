import fs from "node:fs";
import { gunzipSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { computeMarketEvidence } from "./market-evidence";
import type { MarketHome } from "./market-home";
import { spearman } from "./stats";
import { toMarketHome } from "../../test/support/market-home-from-row";

const rows = parse(gunzipSync(fs.readFileSync("fixtures/inside-airbnb/antwerp_listings_2024-06-29_minus-heldout.csv.gz")), { columns: true, bom: true }) as Record<string, string>[];
const homes = rows.map(toMarketHome);

// Written again here: ranks by counting (ties get the mean rank), Pearson on them, strata by a string key.
function ranksByCounting(xs: number[]): number[] {
  return xs.map((x) => xs.filter((y) => y < x).length + (xs.filter((y) => y === x).length + 1) / 2);
}
function correlation(a: number[], b: number[]): number | null {
  const ma = a.reduce((s, v) => s + v, 0) / a.length;
  const mb = b.reduce((s, v) => s + v, 0) / b.length;
  const cov = a.reduce((s, v, i) => s + (v - ma) * (b[i]! - mb), 0);
  const va = a.reduce((s, v) => s + (v - ma) ** 2, 0);
  const vb = b.reduce((s, v) => s + (v - mb) ** 2, 0);
  return va === 0 || vb === 0 ? null : cov / Math.sqrt(va * vb);
}
function expectedStratified(value: (h: MarketHome) => number) {
  const groups: Record<string, MarketHome[]> = {};
  for (const h of homes) {
    const band = h.bedrooms === null || h.bedrooms <= 1 ? "small" : h.bedrooms === 2 ? "two" : "large";
    (groups[[h.roomType, band, h.neighbourhood].join("/")] ??= []).push(h);
  }
  let sum = 0;
  let n = 0;
  for (const group of Object.values(groups)) {
    if (group.length < 8) continue;
    const rho = correlation(ranksByCounting(group.map(value)), ranksByCounting(group.map((h) => h.reviewsLastYear)));
    if (rho === null) continue;
    sum += rho * group.length;
    n += group.length;
  }
  return { rho: sum / n, homes: n };
}

describe("spearman", () => {
  it("is 1 for any increasing relation, -1 for a decreasing one, and averages ties", () => {
    expect(spearman([1, 2, 3, 4], [1, 8, 27, 64])).toBeCloseTo(1);
    expect(spearman([1, 2, 3, 4], [9, 7, 2, 1])).toBeCloseTo(-1);
    expect(spearman([1, 1, 2, 3], [1, 2, 3, 4])).toBeCloseTo(0.9487, 3);
    expect(spearman([1, 1, 1], [1, 2, 3])).toBeNull();
  });
});

describe("computeMarketEvidence on the Antwerp fixture", () => {
  const evidence = computeMarketEvidence(homes);

  it("gives each grader part's within-stratum rank correlation with demand and the homes behind it", () => {
    for (const part of ["overall", "title", "amenities", "host"] as const) {
      const expected = expectedStratified((h) => h.grade[part]);
      const figure = evidence.parts.find((p) => p.feature === part)!;
      expect(figure.spearman).toBeCloseTo(expected.rho, 3);
      expect(figure.homes).toBe(expected.homes);
    }
    const overall = evidence.parts.find((p) => p.feature === "overall")!;
    expect(overall.fifths.reduce((s, f) => s + f.homes, 0)).toBe(evidence.homes);
    // What the first look found across the city holds within strata too: better-graded homes are more booked.
    expect(overall.spearman!).toBeGreaterThan(0.1);
    expect(overall.fifths[4]!.medianDemand!).toBeGreaterThan(overall.fifths[0]!.medianDemand!);
  });

  it("gives each common amenity's correlation, and the demand of homes with and without it", () => {
    const workspace = evidence.amenities.find((a) => a.feature === "dedicated workspace")!;
    const has = (h: MarketHome) => (h.amenities.some((a) => a.toLowerCase() === "dedicated workspace") ? 1 : 0);
    const expected = expectedStratified(has);
    expect(workspace.spearman).toBeCloseTo(expected.rho, 3);
    expect(workspace.withHomes + workspace.withoutHomes).toBe(evidence.homes);
    expect(evidence.amenities.every((a) => a.share >= 0.1 && a.share <= 0.9)).toBe(true);
  });
});
