import type { MarketEvidenceResponse } from "../../../../contracts/markets";
import { PART_NAMES as GRADER_PART_NAMES } from "../../grader/components/part-names";

const rho = (value: number | null) => (value === null ? "—" : value.toFixed(2));
const demand = (value: number | null) => (value === null ? "—" : String(Math.round(value * 10) / 10));
const PART_NAMES: Record<string, string> = { overall: "Overall score", ...GRADER_PART_NAMES };

/** The market's evidence as two tables: grader parts (with demand by fifth) and common amenities (with and without). */
export function MarketEvidenceTable({ evidence }: { evidence: MarketEvidenceResponse }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">
        Demand: {evidence.demand}. Compared within {evidence.controls.join(", ")}: {evidence.homes} homes in {evidence.strata} groups. Data:
        Inside Airbnb, {evidence.market.city}, {evidence.market.dataDate}, {evidence.market.licence}.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="text-left font-medium">Grader parts: rank correlation with demand, and median demand by fifth (lowest to highest score)</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-1 pr-3">Part</th>
              <th className="py-1 pr-3">Correlation</th>
              <th className="py-1 pr-3">Homes</th>
              {[1, 2, 3, 4, 5].map((fifth) => (
                <th key={fifth} className="py-1 pr-3">
                  Fifth {fifth}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {evidence.parts.map((part) => (
              <tr key={part.feature} className="border-t">
                <td className="py-1 pr-3">{PART_NAMES[part.feature] ?? part.feature}</td>
                <td className="py-1 pr-3 tabular-nums">{rho(part.spearman)}</td>
                <td className="py-1 pr-3 tabular-nums">{part.homes}</td>
                {part.fifths.map((fifth) => (
                  <td key={fifth.fifth} className="py-1 pr-3 tabular-nums">
                    {demand(fifth.medianDemand)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="text-left font-medium">Common amenities: rank correlation with demand, and median demand with and without</caption>
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="py-1 pr-3">Amenity</th>
              <th className="py-1 pr-3">Listed by</th>
              <th className="py-1 pr-3">Correlation</th>
              <th className="py-1 pr-3">With (homes)</th>
              <th className="py-1 pr-3">Without (homes)</th>
            </tr>
          </thead>
          <tbody>
            {evidence.amenities.map((amenity) => (
              <tr key={amenity.feature} className="border-t">
                <td className="py-1 pr-3">{amenity.feature}</td>
                <td className="py-1 pr-3 tabular-nums">{Math.round(amenity.share * 100)}%</td>
                <td className="py-1 pr-3 tabular-nums">{rho(amenity.spearman)}</td>
                <td className="py-1 pr-3 tabular-nums">
                  {demand(amenity.withMedianDemand)} ({amenity.withHomes})
                </td>
                <td className="py-1 pr-3 tabular-nums">
                  {demand(amenity.withoutMedianDemand)} ({amenity.withoutHomes})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
